// What other features may use of the admin screen: nothing (web/app composes its tabs).
export {};

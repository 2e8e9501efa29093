// What other features may use of the shell: nothing (web/app composes it around the pages).
export {};

// What other features may use of the booking page: nothing (it reads no API).
export {};

// What other features may use of auth (the architecture test allows cross-feature imports only here).
export type { AccountService } from './account.service.ts';
export type { AuthService } from './auth.service.ts';

// What other features may use of users (the architecture test allows cross-feature imports only here).
export type { UsersService } from './users.service.ts';

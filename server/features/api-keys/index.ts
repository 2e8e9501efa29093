// What other features may use of api-keys (the architecture test allows cross-feature imports only here).
export type { ApiKeysService } from './api-keys.service.ts';

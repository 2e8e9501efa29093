// Entry point (`node server/main.ts`). Node keeps the compiled code of every module, TypeScript
// already stripped of its types, in a cache on disk (NODE_COMPILE_CACHE, else the system's temp
// folder), so later starts skip that work (decision 033). Only modules loaded after this line use it.
import module from 'node:module';

module.enableCompileCache?.();
await import('./run.ts');

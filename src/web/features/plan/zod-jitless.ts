// Zod probes for eval with `new Function` on its first parse unless this object (the one z.config()
// writes to) says not to; imported before zod in a worker, whose global main.tsx cannot reach.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

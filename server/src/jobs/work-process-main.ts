// A work process's main (work-processes.ts forks it): loads the module named on its command line and answers each task sent to it with what the module's default export makes of it.

/** What a work process answers for one task: the result, or the error it threw (its name says which kind). */
export type WorkReply<Result> = { ok: true; result: Result } | { ok: false; name: string; message: string };

type Work = (task: unknown) => Promise<unknown>;

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the module is named only at run time, and is CommonJS as compiled
const work = (require(process.argv[2]) as { default: Work }).default;

process.on('message', (task: unknown) => {
  work(task)
    .then(
      (result): WorkReply<unknown> => ({ ok: true, result }),
      (error: Error): WorkReply<unknown> => ({ ok: false, name: error.name, message: error.message }),
    )
    .then((reply) => process.send!(reply));
});
// The parent gone, nothing is left to answer.
process.on('disconnect', () => process.exit(0));

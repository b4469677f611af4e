/**
 * Runs `run` now and then every `everyMs`, never two at once (a slow run makes the next tick wait for the one
 * after); a failure goes to `onError` and the next tick tries again. The timer does not keep the process up.
 * Answers the stop function. The server's background jobs (app-jobs.ts) all beat this way.
 */
export function repeatEvery(
  everyMs: number,
  run: () => Promise<unknown>,
  onError: (error: unknown) => void,
): () => void {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    void run()
      .catch(onError)
      .finally(() => {
        running = false;
      });
  };
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

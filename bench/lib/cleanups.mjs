/**
 * What a bench script must undo (engine, database, connections), undone last-in first-out at the end of the run
 * or on Ctrl-C; a step that fails is logged and the others still run.
 */
export function cleanupStack(log) {
  const steps = [];
  const run = async () => {
    while (steps.length > 0)
      await steps
        .pop()()
        .catch((error) => log(`clean-up failed: ${error.message}`));
  };
  process.on('SIGINT', () => void run().then(() => process.exit(130)));
  return { push: (step) => steps.push(step), run };
}

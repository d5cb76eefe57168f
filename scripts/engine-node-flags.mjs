// The Node.js flags the engine runs with: one list for `npm start` and `npm run engine` (scripts/start.mjs) and for the
// benchmarks (bench/lib/engine.mjs), so that a benchmark measures the engine as it is run.
// A larger young generation: each request leaves short-lived objects behind, collected less often this way
// (docs/configuration.md, "Node.js flags").
export const ENGINE_NODE_FLAGS = Object.freeze(['--max-semi-space-size=32']);

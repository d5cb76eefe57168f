#!/usr/bin/env node
// The CLI lives in dist/ (built by `npm run build`); this file is in the source tree so that npm links the bin at install.
await import('../dist/cli.js');

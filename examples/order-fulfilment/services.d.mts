import type { Server } from 'node:http';

/** The example's stock, payment and courier service; GET /records lists every request with its key and effect. */
export function createServices(): Server;

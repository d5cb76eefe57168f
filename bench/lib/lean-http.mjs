// The bench's load generator speaks HTTP/1.1 itself, over keep-alive sockets of node:net: node:http's client
// (ClientRequest, IncomingMessage, the agent's bookkeeping) cost the bench about as much CPU per request as the
// engine spends serving it, on the same two cores (bench/README.md, "The bench's HTTP client"). The ceiling's load
// generator, pgbench, is lean C: a lean client makes the two compare.
//
// One request at a time per connection (no pipelining), a new connection whenever none is free. Answers with a
// Content-Length, chunked answers and answers without a body (204) are read; the engine sends nothing else.
import net from 'node:net';

const HEAD_END = Buffer.from('\r\n\r\n');

/** A body's length, when the head declares it; -1 for a chunked body, 0 for none. */
function bodyLengthOf(head) {
  const declared = /\r\ncontent-length:[ \t]*(\d+)/i.exec(head);
  if (declared) return Number(declared[1]);
  return /\r\ntransfer-encoding:[ \t]*chunked/i.test(head) ? -1 : 0;
}

/** A complete chunked body at the start of `buffer`: its text and the bytes it took, or null while incomplete. */
function readChunked(buffer) {
  const parts = [];
  let at = 0;
  for (;;) {
    const lineEnd = buffer.indexOf('\r\n', at);
    if (lineEnd < 0) return null;
    const size = Number.parseInt(buffer.toString('latin1', at, lineEnd), 16);
    if (size === 0) {
      const end = buffer.indexOf(HEAD_END, lineEnd);
      return end < 0 ? null : { text: Buffer.concat(parts).toString('utf8'), used: end + 4 };
    }
    const start = lineEnd + 2;
    if (buffer.length < start + size + 2) return null;
    parts.push(buffer.subarray(start, start + size));
    at = start + size + 2;
  }
}

class Connection {
  constructor(host, port, release) {
    this.release = release;
    this.buffer = null;
    this.pending = null;
    this.closed = false;
    this.socket = net.connect({ host, port });
    this.socket.setNoDelay(true);
    this.socket.on('data', (chunk) => this.received(chunk));
    this.socket.on('error', (error) => this.close(error));
    this.socket.on('close', () => this.close(new Error('the engine closed the connection')));
  }

  send(text, pending) {
    this.pending = pending;
    this.socket.write(text);
  }

  received(chunk) {
    this.buffer = this.buffer ? Buffer.concat([this.buffer, chunk]) : chunk;
    const headEnd = this.buffer.indexOf(HEAD_END);
    if (headEnd < 0) return;
    const head = this.buffer.toString('latin1', 0, headEnd);
    const length = bodyLengthOf(head);
    const bodyStart = headEnd + 4;
    let text;
    let end;
    if (length >= 0) {
      if (this.buffer.length < bodyStart + length) return;
      text = this.buffer.toString('utf8', bodyStart, bodyStart + length);
      end = bodyStart + length;
    } else {
      const chunked = readChunked(this.buffer.subarray(bodyStart));
      if (!chunked) return;
      text = chunked.text;
      end = bodyStart + chunked.used;
    }
    this.buffer = end < this.buffer.length ? this.buffer.subarray(end) : null;
    const pending = this.pending;
    this.pending = null;
    const closing = /\r\nconnection:[ \t]*close/i.test(head);
    if (closing) this.close(null);
    else this.release(this);
    pending?.resolve({ status: Number(head.slice(9, 12)), text });
  }

  close(error) {
    if (this.closed) return;
    this.closed = true;
    this.socket.destroy();
    const pending = this.pending;
    this.pending = null;
    if (pending && error) pending.reject(error);
  }
}

/** Keep-alive connections to one engine; `request` answers `{ status, text }`. */
export class LeanHttpClient {
  /** `headers`: sent with every request (an authorization). */
  constructor(baseUrl, headers = {}) {
    const url = new URL(baseUrl);
    this.host = url.hostname;
    this.port = Number(url.port);
    this.hostHeader = url.host;
    this.extraHeaders = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    this.free = [];
    this.all = new Set();
  }

  request(method, path, body) {
    const head = `${method} ${path} HTTP/1.1\r\nhost: ${this.hostHeader}\r\n${this.extraHeaders}`;
    const text =
      body === undefined
        ? `${head}content-length: 0\r\n\r\n`
        : `${head}content-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
    return new Promise((resolve, reject) => this.connection().send(text, { resolve, reject }));
  }

  connection() {
    while (this.free.length > 0) {
      const connection = this.free.pop();
      if (!connection.closed) return connection;
      this.all.delete(connection);
    }
    const connection = new Connection(this.host, this.port, (done) => this.free.push(done));
    this.all.add(connection);
    return connection;
  }

  close() {
    for (const connection of this.all) connection.close(null);
    this.all.clear();
    this.free = [];
  }
}

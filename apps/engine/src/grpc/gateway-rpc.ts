import type { Metadata, ServerWritableStream } from '@grpc/grpc-js';

/** One unary RPC of the gateway: Zeebe's intent of its command (named when it is rejected), and how Baton serves it. */
export interface UnaryRpc {
  readonly intent: string;
  readonly serve: (request: never, metadata: Metadata) => Promise<unknown>;
}

/** A unary RPC whose request and response are typed by its messages (gateway-messages.ts). */
export const unary = <Req, Res>(intent: string, serve: (request: Req, metadata: Metadata) => Promise<Res>): UnaryRpc => ({ intent, serve });

/** One server-streaming RPC: it writes its messages to the call and returns once the stream is to end. */
export interface StreamRpc {
  readonly intent: string;
  readonly serve: (call: ServerWritableStream<unknown, unknown>) => Promise<void>;
}

/** A streaming RPC typed by its messages; the server hands it an untyped call, whose request proto-loader built as `Req`. */
export const stream = <Req, Res>(intent: string, serve: (call: ServerWritableStream<Req, Res>) => Promise<void>): StreamRpc => ({
  intent,
  serve: serve as StreamRpc['serve'],
});

/** The RPCs Baton serves, by the gateway's method names. */
export interface GatewayRpcs {
  readonly unary: Readonly<Record<string, UnaryRpc>>;
  readonly streams: Readonly<Record<string, StreamRpc>>;
}

import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { Observable } from 'rxjs';
import type { RequestWithCaller } from './access-control.middleware.js';
import { runAsCaller } from './caller.js';

/**
 * Body parsers resume the request from the socket's events, which do not carry the access middleware's async
 * context; the handler is run in its caller's context again here, so `currentCaller()` holds in every service.
 */
@Injectable()
export class CallerInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const caller = context.getType() === 'http' ? context.switchToHttp().getRequest<RequestWithCaller>().caller : undefined;
    if (!caller) return next.handle();
    return new Observable((subscriber) => {
      runAsCaller(caller, () => {
        next.handle().subscribe(subscriber);
      });
    });
  }
}

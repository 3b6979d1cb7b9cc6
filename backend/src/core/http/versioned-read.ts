import { CallHandler, ExecutionContext, Injectable, NestInterceptor, SetMetadata } from '@nestjs/common';
import { ModuleRef, Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Observable, from, map, switchMap } from 'rxjs';
import { DataSource } from 'typeorm';
import { SqlValue, plainQuery } from '../database/plain-rows';
import { JsonText } from './json-text';
import { SizedLruCache } from './sized-lru-cache';
import { weakETag } from './weak-etag';

const VERSIONED_READ = 'hb:versioned-read';

/** How many bytes of answers are kept, all routes and users together (least recently used first out). */
const KEPT_ANSWER_BYTES = 8 * 1024 * 1024;

/**
 * A JSON GET whose answer has a version the database keeps: `versionQuery` names a method of the same
 * controller that takes the request's query (as sent: before validation) and answers a scalar SQL expression
 * whose `$1` is the signed-in user's id and whose own parameters are `$2`… — its text names the current version of
 * the answer for that user and changes whenever the answer would (NULL: no version, e.g. a home that is not the
 * user's; the handler then answers) — or null when it cannot tell. VersionedReadInterceptor keeps answers by
 * URL + user + version: an answer kept under the current version is sent without calling the handler, and an
 * If-None-Match naming its ETag is a 304 (json-compression.ts).
 */
export function VersionedRead(versionQuery: string): MethodDecorator {
  return SetMetadata(VERSIONED_READ, versionQuery);
}

interface KeptAnswer {
  text: string;
  etag: string;
}

/**
 * Answer caching for @VersionedRead() routes, a global interceptor: it runs after the guards (only a signed-in,
 * allowed request gets here), costs one query of versions, and keeps only 200 answers (errors throw past it).
 * A version is read before the handler reads the data, so an answer kept under a version is never older than it.
 */
@Injectable()
export class VersionedReadInterceptor implements NestInterceptor {
  private readonly answers = new SizedLruCache<KeptAnswer>(KEPT_ANSWER_BYTES, (answer) => answer.text.length);

  constructor(
    private readonly reflector: Reflector,
    private readonly modules: ModuleRef,
    private readonly dataSource: DataSource,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const versionQuery = this.reflector.get<string | undefined>(VERSIONED_READ, context.getHandler());
    if (!versionQuery) return next.handle();
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    const userId = request.user?.id;
    if (userId === undefined) return next.handle();
    const controller = this.modules.get(context.getClass(), { strict: false }) as Record<string, unknown>;
    const query = (controller[versionQuery] as (query: unknown) => SqlValue | null).call(controller, request.query);
    if (!query) return next.handle();
    return from(this.versionOf(query, userId)).pipe(
      switchMap((version) => {
        if (version === null) return next.handle();
        const key = `${request.url} ${userId} ${version}`;
        const kept = this.answers.get(key);
        if (kept) return [this.send(reply, kept)];
        return next.handle().pipe(
          map((result: unknown) => {
            const text = result instanceof JsonText ? result.text : JSON.stringify(result);
            const answer = { text, etag: weakETag(text) };
            if (reply.statusCode === 200) this.answers.set(key, answer);
            return this.send(reply, answer);
          }),
        );
      }),
    );
  }

  private async versionOf(query: SqlValue, userId: number): Promise<string | null> {
    const [row] = await plainQuery<{ version: string | null }>(
      this.dataSource,
      `SELECT (${query.sql})::text AS version`,
      [userId, ...query.params],
    );
    return row?.version ?? null;
  }

  private send(reply: FastifyReply, answer: KeptAnswer): JsonText {
    void reply.header('ETag', answer.etag);
    return new JsonText(answer.text);
  }
}

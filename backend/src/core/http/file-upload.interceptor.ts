import {
  CallHandler,
  ExecutionContext,
  Injectable,
  NestInterceptor,
  PayloadTooLargeException,
  Type,
  mixin,
} from '@nestjs/common';
import { FileFieldsInterceptor, FileInterceptor } from '@nestjs/platform-express';
import type { Request } from 'express';
import { Observable, catchError, from, switchMap, throwError } from 'rxjs';

/**
 * Reads one multipart file field into memory, refusing bodies over maxBytes while they stream (so a
 * huge upload never fills memory) with the given message as a 413. Given several field names (a new one
 * and the old one it replaces), one file under any of them is read, and the route sees it as the file.
 */
export function FileUpload(
  field: string | readonly string[],
  maxBytes: number,
  tooLargeMessage: string,
): Type<NestInterceptor> {
  const limits = { fileSize: maxBytes, files: 1, fields: 20 };
  const Inner =
    typeof field === 'string'
      ? FileInterceptor(field, { limits })
      : FileFieldsInterceptor(
          field.map((name) => ({ name, maxCount: 1 })),
          { limits },
        );
  const fields = typeof field === 'string' ? [] : field;

  @Injectable()
  class FileUploadInterceptor implements NestInterceptor {
    private readonly inner = new Inner();

    intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
      const handler: CallHandler = {
        handle: () => {
          if (fields.length) {
            const request = context.switchToHttp().getRequest<Request>();
            const files = (request.files ?? {}) as Record<string, Express.Multer.File[] | undefined>;
            request.file = fields.map((name) => files[name]?.[0]).find(Boolean);
          }
          return next.handle();
        },
      };
      return from(Promise.resolve(this.inner.intercept(context, handler))).pipe(
        catchError((error) =>
          throwError(() =>
            error instanceof PayloadTooLargeException ? new PayloadTooLargeException(tooLargeMessage) : error,
          ),
        ),
        switchMap((result) => result),
      );
    }
  }
  return mixin(FileUploadInterceptor);
}

import {
  CallHandler,
  ExecutionContext,
  Injectable,
  NestInterceptor,
  PayloadTooLargeException,
  Type,
  mixin,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { Observable, catchError, from, switchMap, throwError } from 'rxjs';

/**
 * Reads one multipart file field into memory, refusing bodies over maxBytes while they stream (so a
 * huge upload never fills memory) with the given message as a 413.
 */
export function FileUpload(field: string, maxBytes: number, tooLargeMessage: string): Type<NestInterceptor> {
  const Inner = FileInterceptor(field, { limits: { fileSize: maxBytes, files: 1, fields: 20 } });

  @Injectable()
  class FileUploadInterceptor implements NestInterceptor {
    private readonly inner = new Inner();

    intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
      return from(Promise.resolve(this.inner.intercept(context, next))).pipe(
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

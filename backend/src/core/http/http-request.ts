import { ExecutionContext, createParamDecorator } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from './auth.guards';

/**
 * A file read from a multipart body by FileUpload (file-upload.interceptor.ts): the whole file in memory,
 * under the limit the route names.
 */
export interface UploadedFileData {
  /** The form field it came in. */
  fieldname: string;
  /** The name it had on the uploader's device. */
  originalname: string;
  /** The type the client declared (never trusted alone: images and documents are sniffed). */
  mimetype: string;
  size: number;
  buffer: Buffer;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, loaded from the session on every request (null: nobody signed in). */
    user?: SessionUser | null;
    /**
     * The file a FileUpload route read from the multipart body (not `file`: @fastify/multipart's `file()` has
     * that name, and Nest's `@UploadedFile()` reads `req.file`). Routes take it with `@UploadedFormFile()`.
     */
    uploadedFile?: UploadedFileData;
  }
}

/** What controllers and guards receive: fastify's request and reply (the app runs on @nestjs/platform-fastify). */
export type HttpRequest = FastifyRequest;
export type HttpReply = FastifyReply;

/**
 * The file a FileUpload route read (`request.uploadedFile`), as a route parameter; pipes may follow, as with any
 * Nest parameter decorator: `@UploadedFormFile(undefined, pipe)`.
 */
export const UploadedFormFile = createParamDecorator(
  (_: unknown, context: ExecutionContext): UploadedFileData | undefined =>
    context.switchToHttp().getRequest<FastifyRequest>().uploadedFile,
);

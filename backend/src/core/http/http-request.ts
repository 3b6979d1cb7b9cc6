import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from './auth.guards';

/**
 * A file read from a multipart body by FileUpload (file-upload.interceptor.ts): the whole file in memory,
 * under the limit the route names. Routes take it with `@UploadedFile()`.
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
     * The file a FileUpload route read from the multipart body. Not `file`: @fastify/multipart declares its
     * `file()` method under that name.
     */
    uploadedFile?: UploadedFileData;
  }
}

/** What controllers and guards receive: fastify's request and reply (the app runs on @nestjs/platform-fastify). */
export type HttpRequest = FastifyRequest;
export type HttpReply = FastifyReply;

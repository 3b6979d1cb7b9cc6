import {
  BadRequestException,
  CallHandler,
  ExecutionContext,
  HttpException,
  Injectable,
  NestInterceptor,
  PayloadTooLargeException,
  PipeTransform,
  Type,
  UploadedFile,
  mixin,
} from '@nestjs/common';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished, pipeline } from 'node:stream/promises';
import { Observable, finalize } from 'rxjs';
import type { HttpRequest, UploadedFileData } from './http-request';

/** A file FileUploadToDisk wrote to a temporary file (removed once the route has answered). */
export interface SavedUploadFile {
  fieldname: string;
  originalname: string;
  mimetype: string;
  size: number;
  /** The temporary file's path. */
  path: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The file a FileUploadToDisk route wrote to a temporary file. */
    savedFile?: SavedUploadFile;
  }
}

/** The text fields a form may carry beside its file, unless the route says otherwise. */
const MAX_TEXT_FIELDS = 20;
/** Longest text field name (busboy's default under multer; @fastify/busboy does not check it). */
const MAX_FIELD_NAME_LENGTH = 100;

interface FormRules {
  /** The field names the file may come under. */
  fileFields: readonly string[];
  maxBytes: number;
  tooLargeMessage: string;
  maxTextFields: number;
}

/** Text fields as multer gave them: a name sent twice is an array of its values. */
type FormBody = Record<string, string | string[]>;

/**
 * Reads one multipart file field into memory, refusing files over maxBytes while they stream (so a
 * huge upload never fills memory) with the given message as a 413. Given several field names (a new one
 * and the old one it replaces), one file under any of them is read, and the route sees it as the file
 * (`@UploadedFileInMemory()`, or UploadedImage / UploadedDocument, which check it). The form's text fields become the request body (the route's `@Body()` DTO). A
 * request that is not multipart leaves the file undefined: the route answers its own "no file" message.
 */
export function FileUpload(
  field: string | readonly string[],
  maxBytes: number,
  tooLargeMessage: string,
): Type<NestInterceptor> {
  const rules: FormRules = {
    fileFields: typeof field === 'string' ? [field] : field,
    maxBytes,
    tooLargeMessage,
    maxTextFields: MAX_TEXT_FIELDS,
  };

  @Injectable()
  class FileUploadInterceptor implements NestInterceptor {
    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const request = context.switchToHttp().getRequest<HttpRequest>();
      request.uploadedFile = undefined;
      if (request.isMultipart()) {
        const form = await readForm(request, rules, async (part): Promise<UploadedFileData> => {
          const buffer = await part.toBuffer();
          return { ...describe(part), size: buffer.length, buffer };
        });
        request.body = form.body;
        request.uploadedFile = form.file;
      }
      return next.handle();
    }
  }
  return mixin(FileUploadInterceptor);
}

/**
 * FileUpload for files too large to hold in memory (an archive to import): the file streams to a
 * temporary file, which is removed once the route has answered (or the upload is refused). The route
 * takes it with `@UploadedFileOnDisk()`.
 */
export function FileUploadToDisk(
  field: string,
  maxBytes: number,
  tooLargeMessage: string,
  maxTextFields = MAX_TEXT_FIELDS,
): Type<NestInterceptor> {
  const rules: FormRules = { fileFields: [field], maxBytes, tooLargeMessage, maxTextFields };

  @Injectable()
  class FileUploadToDiskInterceptor implements NestInterceptor {
    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const request = context.switchToHttp().getRequest<HttpRequest>();
      request.savedFile = undefined;
      if (!request.isMultipart()) return next.handle();
      let path: string | undefined;
      const removeFile = () => (path ? rm(path, { force: true }).catch(() => undefined) : Promise.resolve());
      try {
        const form = await readForm(request, rules, async (part): Promise<SavedUploadFile> => {
          path = join(tmpdir(), `upload-${randomUUID()}`);
          await pipeline(part.file, createWriteStream(path));
          if (part.file.truncated) throw new PayloadTooLargeException(tooLargeMessage);
          return { ...describe(part), size: part.file.bytesRead, path };
        });
        request.body = form.body;
        request.savedFile = form.file;
      } catch (error) {
        await removeFile();
        throw error;
      }
      return next.handle().pipe(finalize(() => void removeFile()));
    }
  }
  return mixin(FileUploadToDiskInterceptor);
}

/** The file of the route's FileUpload interceptor, an UploadedFileData (undefined when none came). */
export const UploadedFileInMemory = (...pipes: (Type<PipeTransform> | PipeTransform)[]): ParameterDecorator =>
  UploadedFile('uploadedFile', ...pipes);

/** The file of the route's FileUploadToDisk interceptor, a SavedUploadFile (undefined when none came). */
export const UploadedFileOnDisk = (): ParameterDecorator => UploadedFile('savedFile');

/**
 * Reads every part of the form: text fields into the body, the one file (under one of the rules' names) handed
 * to `keep`. Refusals are multer's: a file under another name 400 "Unexpected file field 'x'", a file over the
 * limit 413 with the rules' message, too many files or fields 400. On a refusal the rest of the body is read to
 * nothing before the error goes on, so the client, still sending, reads the answer rather than a reset.
 */
async function readForm<F>(
  request: HttpRequest,
  rules: FormRules,
  keep: (part: MultipartFile) => Promise<F>,
): Promise<{ body: FormBody; file?: F }> {
  const body: FormBody = Object.create(null);
  let file: F | undefined;
  try {
    const parts = request.parts({
      limits: { fileSize: rules.maxBytes, files: 1, fields: rules.maxTextFields },
    });
    for await (const part of parts) {
      if (part.type === 'field') addField(body, part);
      // A file input left empty: multer skipped it.
      else if (!part.filename) part.file.resume();
      else if (!rules.fileFields.includes(part.fieldname)) throw unexpectedFileField(formDataName(part.fieldname));
      else file = await keep(part);
    }
  } catch (error) {
    await drain(request);
    throw uploadRefusal(error, rules.tooLargeMessage);
  }
  return { body, file };
}

function addField(body: FormBody, part: MultipartValue): void {
  const name = formDataName(part.fieldname);
  if (part.fieldname.length > MAX_FIELD_NAME_LENGTH) throw new BadRequestException('Field name too long');
  if (part.valueTruncated) throw new BadRequestException(`Field value too long - ${name}`);
  // @fastify/multipart parses a field sent as application/json; multer kept its text.
  const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
  const previous = body[name];
  if (previous === undefined) body[name] = value;
  else if (Array.isArray(previous)) previous.push(value);
  else body[name] = [previous, value];
}

function describe(part: MultipartFile): Pick<UploadedFileData, 'fieldname' | 'originalname' | 'mimetype'> {
  return {
    fieldname: formDataName(part.fieldname),
    originalname: formDataName(part.filename),
    mimetype: part.mimetype,
  };
}

/**
 * Browsers escape LF, CR and '"' in form field and file names as %0A, %0D and %22 (WHATWG); multer turned them
 * back, busboy leaves them. Only those three: a bare '%' is never escaped ('50%.pdf').
 */
function formDataName(name: string): string {
  return name.replace(/%0A|%0D|%22/gi, (escape) => ({ '%0A': '\n', '%0D': '\r', '%22': '"' })[escape.toUpperCase()]!);
}

function unexpectedFileField(field: string): BadRequestException {
  return new BadRequestException({ message: `Unexpected file field '${field}'`, code: 'UNEXPECTED_FILE_FIELD' });
}

/** Reads what is left of the request body to nothing (the parser is detached first), until it ends or closes. */
async function drain(request: HttpRequest): Promise<void> {
  const raw = request.raw;
  raw.unpipe();
  raw.resume();
  await finished(raw).catch(() => undefined);
}

/** @fastify/multipart's errors as multer's answers (same statuses and words); ours pass as they are. */
function uploadRefusal(error: unknown, tooLargeMessage: string): unknown {
  if (error instanceof HttpException) return error;
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new PayloadTooLargeException(tooLargeMessage);
    case 'FST_FILES_LIMIT':
      return new BadRequestException('Too many files');
    case 'FST_FIELDS_LIMIT':
      return new BadRequestException('Too many fields');
    case 'FST_PARTS_LIMIT':
      return new BadRequestException('Too many parts');
    case 'FST_PROTO_VIOLATION':
      return new BadRequestException('Invalid field name');
  }
  // Anything else the parser raised is a body that is not a well-formed form (cut short, no boundary...).
  const reason = String(message ?? 'malformed body');
  if (/unexpected end of multipart data/i.test(reason))
    return new BadRequestException('Multipart: Unexpected end of form');
  return new BadRequestException(reason.startsWith('Multipart: ') ? reason : `Multipart: ${reason}`);
}

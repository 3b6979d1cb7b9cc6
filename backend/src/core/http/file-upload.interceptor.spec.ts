import { Body, Controller, INestApplication, Post, UseInterceptors } from '@nestjs/common';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import fastifyMultipart from '@fastify/multipart';
import { existsSync, readFileSync } from 'node:fs';
import request from 'supertest';
import {
  FileUpload,
  FileUploadToDisk,
  SavedUploadFile,
  UploadedFileInMemory,
  UploadedFileOnDisk,
} from './file-upload.interceptor';
import type { UploadedFileData } from './http-request';

const MAX_BYTES = 1000;
const TOO_LARGE = 'Please send less than 1000 bytes';
const savedPaths: string[] = [];

@Controller()
class UploadsController {
  @Post('one')
  @UseInterceptors(FileUpload('photo', MAX_BYTES, TOO_LARGE))
  one(@Body() body: unknown, @UploadedFileInMemory() file: UploadedFileData | undefined) {
    return { body: { ...(body as object) }, file: file && { ...file, buffer: file.buffer.toString() } };
  }

  @Post('large')
  @UseInterceptors(FileUpload('file', 3 * 1024 * 1024, TOO_LARGE))
  large(@UploadedFileInMemory() file: UploadedFileData | undefined) {
    return { size: file?.size ?? null };
  }

  @Post('either')
  @UseInterceptors(FileUpload(['file', 'photo'], MAX_BYTES, TOO_LARGE))
  either(@UploadedFileInMemory() file: UploadedFileData | undefined) {
    return { fieldname: file?.fieldname ?? null };
  }

  @Post('disk')
  @UseInterceptors(FileUploadToDisk('archive', MAX_BYTES, 'File too large', 5))
  disk(@UploadedFileOnDisk() file: SavedUploadFile | undefined) {
    if (file) savedPaths.push(file.path);
    return { size: file?.size ?? null, text: file ? readFileSync(file.path, 'utf8') : null };
  }
}

describe('FileUpload on @fastify/multipart', () => {
  let app: INestApplication;

  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({ controllers: [UploadsController] }).compile();
    const fastifyApp = moduleRef.createNestApplication<NestFastifyApplication>(new FastifyAdapter());
    await fastifyApp.register(fastifyMultipart);
    app = fastifyApp;
    await app.init();
    await fastifyApp.getHttpAdapter().getInstance().ready();
  });

  afterAll(() => app.close());

  const http = () => request(app.getHttpServer());

  it('gives the route the file and the text fields (a name sent twice: both values)', async () => {
    const response = await http()
      .post('/one')
      .field('type', 'additional')
      .field('homeId', '1')
      .field('homeId', '2')
      .attach('photo', Buffer.from('pixels'), { filename: 'März "a".png', contentType: 'image/png' })
      .expect(201);
    expect(response.body).toEqual({
      body: { type: 'additional', homeId: ['1', '2'] },
      file: { fieldname: 'photo', originalname: 'März "a".png', mimetype: 'image/png', size: 6, buffer: 'pixels' },
    });
  });

  it('takes a file of exactly the limit, and answers one byte more with 413 and the route’s words', async () => {
    const exact = await http().post('/one').attach('photo', Buffer.alloc(MAX_BYTES, 0x61), 'a.png').expect(201);
    expect(exact.body.file.size).toBe(MAX_BYTES);
    const over = await http()
      .post('/one')
      .attach('photo', Buffer.alloc(MAX_BYTES + 1, 0x61), 'a.png')
      .field('after', 'x');
    expect([over.status, over.body.message]).toEqual([413, TOO_LARGE]);
  });

  it('takes the route’s limit over the app’s body limit (1 MB here)', async () => {
    const response = await http()
      .post('/large')
      .attach('file', Buffer.alloc(2 * 1024 * 1024), 'a.csv')
      .expect(201);
    expect(response.body.size).toBe(2 * 1024 * 1024);
  });

  it('refuses a file under another name, a second file and too many fields with 400, as multer did', async () => {
    const wrong = await http().post('/one').attach('wrongfield', Buffer.from('x'), 'p.jpg');
    expect([wrong.status, wrong.body.message, wrong.body.code]).toEqual([
      400,
      "Unexpected file field 'wrongfield'",
      'UNEXPECTED_FILE_FIELD',
    ]);
    const two = await http()
      .post('/one')
      .attach('photo', Buffer.from('x'), 'a.jpg')
      .attach('photo', Buffer.from('y'), 'b.jpg');
    expect([two.status, two.body.message]).toEqual([400, 'Too many files']);
    let many = http().post('/one');
    for (let i = 0; i < 21; i++) many = many.field(`f${i}`, 'v');
    const fields = await many;
    expect([fields.status, fields.body.message]).toEqual([400, 'Too many fields']);
  });

  it('leaves the file undefined without a multipart body, and ignores an empty file input', async () => {
    const json = await http().post('/one').send({ a: 1 }).expect(201);
    expect(json.body).toEqual({ body: { a: 1 } });
    const none = await http().post('/one').expect(201);
    expect(none.body.file).toBeUndefined();
    const empty = await http()
      .post('/one')
      .field('x', '1')
      .attach('photo', Buffer.alloc(0), { filename: '', contentType: 'application/octet-stream' });
    expect(empty.body).toEqual({ body: { x: '1' } });
  });

  it('takes the file under any of the names it is given', async () => {
    for (const name of ['file', 'photo']) {
      const response = await http().post('/either').attach(name, Buffer.from('x'), 'a.pdf').expect(201);
      expect(response.body.fieldname).toBe(name);
    }
  });

  it('reads the rest of a refused large body before answering (no reset while the client still sends)', async () => {
    const big = Buffer.alloc(3 * 1024 * 1024, 0x62);
    const over = await http().post('/one').attach('photo', big, 'a.png').field('after', 'x');
    expect([over.status, over.body.message]).toEqual([413, TOO_LARGE]);
    const wrong = await http().post('/one').attach('other', big, 'a.png').attach('photo', big, 'b.png');
    expect([wrong.status, wrong.body.message]).toEqual([400, "Unexpected file field 'other'"]);
  });

  it('answers a body cut short with 400', async () => {
    const cut = await http()
      .post('/one')
      .set('Content-Type', 'multipart/form-data; boundary=xyz')
      .send('--xyz\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\n\r\nabc');
    expect([cut.status, cut.body.message]).toEqual([400, 'Multipart: Unexpected end of form']);
  });

  it('streams FileUploadToDisk’s file to a temporary file, removed once the route has answered', async () => {
    const response = await http().post('/disk').attach('archive', Buffer.from('zip bytes'), 'export.zip').expect(201);
    expect(response.body).toEqual({ size: 9, text: 'zip bytes' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(savedPaths).toHaveLength(1);
    expect(existsSync(savedPaths[0])).toBe(false);
    const over = await http()
      .post('/disk')
      .attach('archive', Buffer.alloc(MAX_BYTES + 1), 'export.zip');
    expect([over.status, over.body.message]).toEqual([413, 'File too large']);
    expect(savedPaths).toHaveLength(1);
  });
});

import { Module } from '@nestjs/common';
import { GeminiLabelReader } from './gemini-label-reader';

/** The optional online provider (GEMINI_API_KEY): label reading and troubleshooting guides. */
@Module({
  providers: [GeminiLabelReader],
  exports: [GeminiLabelReader],
})
export class GeminiModule {}

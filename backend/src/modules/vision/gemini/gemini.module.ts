import { Module } from '@nestjs/common';
import { GeminiClient } from './gemini-client';
import { GeminiLabelReader } from './gemini-label-reader';

/**
 * The optional online provider (GEMINI_API_KEY): the label reader for label analysis, and the client
 * the troubleshooting module's guide writer uses. Without a key both report `enabled: false`.
 */
@Module({
  providers: [GeminiClient, GeminiLabelReader],
  exports: [GeminiClient, GeminiLabelReader],
})
export class GeminiModule {}

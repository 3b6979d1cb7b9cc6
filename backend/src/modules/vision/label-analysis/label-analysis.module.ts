import { Module } from '@nestjs/common';
import { AgeModule } from '../age/age.module';
import { GeminiModule } from '../gemini/gemini.module';

/** POST /api/equipment/analyze: the vision job (sharp + tesseract.js + label parser, Gemini when configured). */
@Module({
  imports: [AgeModule, GeminiModule],
})
export class LabelAnalysisModule {}

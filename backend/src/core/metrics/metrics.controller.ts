import { Controller, Get, Headers, Res } from '@nestjs/common';
import type { Response } from 'express';
import { answerMetrics } from './metrics-answer';
import { MetricsRegistry } from './metrics-registry';

/** GET /metrics (outside the /api prefix, where Prometheus looks): this process's metrics, with METRICS_TOKEN. */
@Controller()
export class MetricsController {
  constructor(private readonly registry: MetricsRegistry) {}

  @Get('metrics')
  async metrics(@Headers('authorization') authorization: string | undefined, @Res() response: Response): Promise<void> {
    const answer = await answerMetrics(this.registry, authorization);
    response.status(answer.status).type(answer.contentType).setHeader('Cache-Control', 'no-store');
    response.send(answer.body);
  }
}

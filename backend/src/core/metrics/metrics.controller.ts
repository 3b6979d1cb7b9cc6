import { Controller, Get, Headers, Res } from '@nestjs/common';
import type { HttpReply } from '../http/http-request';
import { answerMetrics } from './metrics-answer';
import { MetricsRegistry } from './metrics-registry';

/** GET /metrics (outside the /api prefix, where Prometheus looks): this process's metrics, with METRICS_TOKEN. */
@Controller()
export class MetricsController {
  constructor(private readonly registry: MetricsRegistry) {}

  @Get('metrics')
  async metrics(@Headers('authorization') authorization: string | undefined, @Res() reply: HttpReply): Promise<void> {
    const answer = await answerMetrics(this.registry, authorization);
    reply.code(answer.status).type(answer.contentType).header('Cache-Control', 'no-store').send(answer.body);
  }
}

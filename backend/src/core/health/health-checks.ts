import { Injectable } from '@nestjs/common';

export type PartState = 'up' | 'down' | 'degraded' | 'not configured' | 'idle';

/** One part of the instance as the admin System tab shows it: a short state and a detail line. */
export interface PartHealth {
  part: string;
  state: PartState;
  detail: string;
}

export type PartCheck = () => Promise<Omit<PartHealth, 'part'>>;

/**
 * Parts of the instance a module owns (e.g. the label readers): the module registers a check here in its
 * onModuleInit, and the System tab reports it beside the platform's own parts. The platform imports no module.
 */
@Injectable()
export class HealthChecks {
  private readonly checks = new Map<string, PartCheck>();

  register(part: string, check: PartCheck): void {
    if (this.checks.has(part)) throw new Error(`Two health checks for ${part}`);
    this.checks.set(part, check);
  }

  entries(): [string, PartCheck][] {
    return [...this.checks];
  }
}

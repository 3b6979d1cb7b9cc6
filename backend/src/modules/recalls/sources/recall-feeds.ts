import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../core/config/app-config';
import type { RecallSource } from '../recall-match';
import { CpscFeed } from './cpsc-feed';
import { HealthCanadaFeed } from './health-canada-feed';
import type { RecallFeed } from './recall-feed';
import { SafetyGateFeed } from './safety-gate-feed';

/** The recall sources' providers behind the one port, from the configuration (RECALLS_* variables). */
@Injectable()
export class RecallFeeds {
  private readonly feeds: Record<RecallSource, RecallFeed>;

  constructor(private readonly config: AppConfig) {
    this.feeds = {
      cpsc: new CpscFeed(config.recallFeedUrls.cpsc),
      'health-canada': new HealthCanadaFeed(config.recallFeedUrls['health-canada']),
      'safety-gate': new SafetyGateFeed(config.recallFeedUrls['safety-gate']),
    };
  }

  /** The sources RECALLS_SOURCES switches on, in its order. */
  get enabled(): RecallSource[] {
    return this.config.recallSources;
  }

  feed(source: RecallSource): RecallFeed {
    return this.feeds[source];
  }
}

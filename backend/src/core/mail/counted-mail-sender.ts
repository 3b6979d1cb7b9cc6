import { CounterMetric, MetricsRegistry } from '../metrics/metrics-registry';
import { MailMessage, MailSender } from './mail-sender';

/** The mail port with a count of what it sent and failed to send (`mail_messages_total`), whatever the driver. */
export class CountedMailSender extends MailSender {
  private readonly messages: CounterMetric;

  constructor(
    private readonly driver: MailSender,
    metrics: MetricsRegistry,
  ) {
    super();
    this.messages = metrics.counter({
      name: 'mail_messages_total',
      help: 'Mail handed to the mail driver by this process, by outcome (sent or failed)',
      labelNames: ['outcome'],
    });
  }

  get destination(): string {
    return this.driver.destination;
  }

  verify(): Promise<void> {
    return this.driver.verify();
  }

  async send(message: MailMessage): Promise<void> {
    try {
      await this.driver.send(message);
    } catch (error) {
      this.messages.inc({ outcome: 'failed' });
      throw error;
    }
    this.messages.inc({ outcome: 'sent' });
  }
}

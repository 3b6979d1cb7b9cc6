import { HttpException } from '@nestjs/common';

/**
 * The client closed the connection before the answer was ready (a photo's analysis abandoned by a browser that
 * navigated away, say). Nobody reads the answer; the status (499, as nginx records such a request) keeps it out
 * of the server errors in the log and the metrics.
 */
export class ClientClosedRequestException extends HttpException {
  constructor() {
    super({ statusCode: 499, message: 'The client closed the request', code: 'CLIENT_CLOSED_REQUEST' }, 499);
  }
}

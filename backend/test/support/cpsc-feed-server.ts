import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A recall in the CPSC Recalls REST API's JSON format (the fields docs/recalls.md lists). */
export interface CpscRecallJson {
  RecallID: number;
  RecallNumber: string;
  RecallDate: string;
  LastPublishDate: string;
  Title: string;
  Description: string;
  URL: string;
  ConsumerContact: string;
  Products: {
    Name: string;
    Description: string;
    Model: string;
    Type: string;
    CategoryID: string;
    NumberOfUnits: string;
  }[];
  Images: { URL: string; Caption: string }[];
  Manufacturers: { Name: string; CompanyID: string }[];
  Importers: { Name: string; CompanyID: string }[];
  Distributors: { Name: string; CompanyID: string }[];
  Retailers: { Name: string; CompanyID: string }[];
  Hazards: { Name: string; HazardType: string; HazardTypeID: string }[];
  Remedies: { Name: string }[];
  RemedyOptions: { Option: string }[];
}

/**
 * A local CPSC `Recall` endpoint: answers `?format=json` with the recalls it holds, filtered as the real one
 * filters by LastPublishDateStart and RecallDateStart/End. `recalls` can change between syncs.
 */
export class CpscFeedServer {
  recalls: CpscRecallJson[] = [];
  private server: Server | null = null;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      if (url.pathname !== '/RestWebServices/Recall' || url.searchParams.get('format') !== 'json') {
        response.writeHead(404).end();
        return;
      }
      const day = (value: string) => value.slice(0, 10);
      const since = url.searchParams.get('LastPublishDateStart');
      const from = url.searchParams.get('RecallDateStart');
      const to = url.searchParams.get('RecallDateEnd');
      const answer = this.recalls.filter(
        (recall) =>
          (!since || day(recall.LastPublishDate) >= since) &&
          (!from || day(recall.RecallDate) >= from) &&
          (!to || day(recall.RecallDate) <= to),
      );
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/RestWebServices/Recall`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

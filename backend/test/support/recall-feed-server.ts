import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A local HTTP server speaking the three recall feeds' real formats (docs/recalls.md; field names from
 * ../shared/reference/recalls.md): the CPSC Recalls REST API (`/cpsc/Recall?format=json` with
 * RecallDateStart/End and LastPublishDateStart filters), Health Canada's open-data JSON
 * (`/hc/HCRSAMOpenData.json`) and the Safety Gate weekly reports (`/sg/weeklyReport/list/xml/en`,
 * `/sg/weeklyReport/detail/xml/{id}?language=en`). Each feed can be switched to fail (500), hang
 * (never answer: the app's timeout decides), or answer garbage.
 */
export type FeedMode = 'ok' | 'fail' | 'hang' | 'garbage';

export interface CpscFixture {
  RecallID: number;
  RecallNumber: string;
  RecallDate: string;
  LastPublishDate: string;
  Title: string;
  Description: string;
  URL: string;
  ConsumerContact: string;
  Products: Array<{
    Name: string;
    Description: string;
    Model: string;
    Type: string;
    CategoryID: string;
    NumberOfUnits: string;
  }>;
  Images: Array<{ URL: string; Caption: string }>;
  Manufacturers: Array<{ Name: string; CompanyID: string }>;
  Importers: Array<{ Name: string; CompanyID: string }>;
  Distributors: Array<{ Name: string; CompanyID: string }>;
  Retailers: Array<{ Name: string; CompanyID: string }>;
  ManufacturerCountries: Array<{ Country: string }>;
  ProductUPCs: Array<{ UPC: string }>;
  Hazards: Array<{ Name: string; HazardType: string; HazardTypeID: string }>;
  Remedies: Array<{ Name: string }>;
  RemedyOptions: Array<{ Option: string }>;
  Injuries: Array<{ Name: string }>;
  Inconjunctions: Array<{ URL: string }>;
  SoldAtLabel: string | null;
}

/** A CPSC recall in the API's shape, every documented field present. */
export function cpscRecall(fields: Partial<CpscFixture> & { RecallID: number; Title: string }): CpscFixture {
  return {
    RecallNumber: `${20 + (fields.RecallID % 10)}-${String(fields.RecallID).padStart(3, '0')}`,
    RecallDate: '2017-08-10T00:00:00',
    LastPublishDate: '2017-08-10T00:00:00',
    Description: '',
    URL: `https://www.cpsc.gov/Recalls/2017/recall-${fields.RecallID}`,
    ConsumerContact: 'Call toll-free at 800-555-0100 from 8 a.m. to 5 p.m. ET Monday through Friday.',
    Products: [],
    Images: [],
    Manufacturers: [],
    Importers: [],
    Distributors: [],
    Retailers: [],
    ManufacturerCountries: [{ Country: 'United States' }],
    ProductUPCs: [],
    Hazards: [{ Name: 'The gas valve can leak, posing a fire hazard.', HazardType: 'Fire', HazardTypeID: '1' }],
    Remedies: [{ Name: 'Consumers should contact the firm for a free repair.' }],
    RemedyOptions: [{ Option: 'Repair' }],
    Injuries: [{ Name: 'None reported.' }],
    Inconjunctions: [],
    SoldAtLabel: null,
    ...fields,
  };
}

export interface HealthCanadaFixture {
  NID: string;
  Title: string;
  Product: string;
  Issue: string;
  Category: string;
  Organization: string;
  'Recall class': string;
  'What you should do': string;
  'Last updated': string;
  URL: string;
}

export function healthCanadaRecall(
  fields: Partial<HealthCanadaFixture> & { NID: string; Title: string },
): HealthCanadaFixture {
  return {
    Product: fields.Title,
    Issue: 'Product safety - Fire hazard',
    Category: 'Consumer products',
    Organization: 'Health Canada',
    'Recall class': 'Type II',
    'What you should do': 'Stop using the product and contact the company for a repair.',
    'Last updated': '2024-03-01',
    URL: `https://recalls-rappels.canada.ca/en/alert-recall/${fields.NID}`,
    ...fields,
  };
}

export interface SafetyGateAlert {
  caseNumber: string;
  category: string;
  product: string;
  brand: string;
  name: string;
  type_numberOfModel: string;
  batchNumber: string;
  barcode: string;
  riskType: string;
  danger: string;
  measures: string;
  URLrecall: string;
  countryOfOrigin: string;
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export class RecallFeedServer {
  cpsc: CpscFixture[] = [];
  healthCanada: HealthCanadaFixture[] = [];
  /** Safety Gate weekly reports by id, with their publication day and alerts. */
  safetyGate = new Map<string, { publicationDate: string; alerts: SafetyGateAlert[] }>();
  modes: Record<'cpsc' | 'hc' | 'sg', FeedMode> = { cpsc: 'ok', hc: 'ok', sg: 'ok' };
  /** Every request's path and query, in order (the tests read which windows and cursors were asked for). */
  readonly requests: string[] = [];
  /** Raw bodies served instead of the fixtures (e.g. a record the database refuses). */
  cpscBody: string | null = null;
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();

  async start(): Promise<void> {
    this.server = createServer((request, response) => this.answer(request, response));
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  /** The app's RECALLS_* variables pointing here. */
  env(): Record<string, string> {
    return {
      RECALLS_CPSC_URL: `${this.baseUrl}/cpsc/RestWebServices/Recall`,
      RECALLS_HEALTH_CANADA_URL: `${this.baseUrl}/hc/HCRSAMOpenData.json`,
      RECALLS_SAFETY_GATE_URL: `${this.baseUrl}/sg/weeklyReport`,
    };
  }

  requestsTo(prefix: string): URL[] {
    return this.requests.filter((path) => path.startsWith(prefix)).map((path) => new URL(path, this.baseUrl));
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private answer(request: IncomingMessage, response: ServerResponse): void {
    this.requests.push(request.url ?? '/');
    const url = new URL(request.url ?? '/', this.baseUrl);
    const feed = url.pathname.startsWith('/cpsc/') ? 'cpsc' : url.pathname.startsWith('/hc/') ? 'hc' : 'sg';
    const mode = this.modes[feed];
    if (mode === 'hang') return; // never answers: only the app's timeout ends the request
    if (mode === 'fail') {
      response.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
      return;
    }
    if (mode === 'garbage') {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Service maintenance</body></html');
      return;
    }
    if (feed === 'cpsc' && url.pathname === '/cpsc/RestWebServices/Recall') return this.cpscAnswer(url, response);
    if (feed === 'hc' && url.pathname === '/hc/HCRSAMOpenData.json') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(this.healthCanada));
      return;
    }
    if (url.pathname === '/sg/weeklyReport/list/xml/en') return this.safetyGateList(response);
    const detail = /^\/sg\/weeklyReport\/detail\/xml\/([^/]+)$/.exec(url.pathname);
    if (detail && url.searchParams.get('language') === 'en' && this.safetyGate.has(detail[1])) {
      return this.safetyGateReport(detail[1], response);
    }
    response.writeHead(404).end();
  }

  private cpscAnswer(url: URL, response: ServerResponse): void {
    if (url.searchParams.get('format') !== 'json') {
      response.writeHead(200, { 'content-type': 'application/xml' }).end('<ArrayOfRecall/>');
      return;
    }
    if (this.cpscBody !== null) {
      response.writeHead(200, { 'content-type': 'application/json' }).end(this.cpscBody);
      return;
    }
    const day = (value: string) => value.slice(0, 10);
    const param = (name: string) => url.searchParams.get(name);
    const chosen = this.cpsc.filter(
      (recall) =>
        (!param('RecallDateStart') || day(recall.RecallDate) >= param('RecallDateStart')!) &&
        (!param('RecallDateEnd') || day(recall.RecallDate) <= param('RecallDateEnd')!) &&
        (!param('LastPublishDateStart') || day(recall.LastPublishDate) >= param('LastPublishDateStart')!),
    );
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(chosen));
  }

  private safetyGateList(response: ServerResponse): void {
    const reports = [...this.safetyGate.entries()]
      .map(
        ([id, report]) =>
          `<weeklyReport><id>${id}</id><reference>${id}</reference><publicationDate>${report.publicationDate}</publicationDate></weeklyReport>`,
      )
      .join('');
    response
      .writeHead(200, { 'content-type': 'application/xml' })
      .end(`<?xml version="1.0" encoding="UTF-8"?><weeklyReports>${reports}</weeklyReports>`);
  }

  private safetyGateReport(id: string, response: ServerResponse): void {
    const report = this.safetyGate.get(id)!;
    const alerts = report.alerts
      .map(
        (alert) =>
          `<notification>${Object.entries(alert)
            .map(([name, value]) => `<${name}>${escapeXml(value)}</${name}>`)
            .join('')}</notification>`,
      )
      .join('');
    response
      .writeHead(200, { 'content-type': 'application/xml' })
      .end(
        `<?xml version="1.0" encoding="UTF-8"?><weeklyReport><id>${id}</id><publicationDate>${report.publicationDate}</publicationDate><notifications>${alerts}</notifications></weeklyReport>`,
      );
  }
}

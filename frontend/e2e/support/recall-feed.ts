/**
 * A local stand-in for the US CPSC Recalls REST API (`GET …/RestWebServices/Recall?format=json`), speaking its
 * JSON format (field names as docs/recalls.md lists them), so the e2e app syncs its recall mirror without the
 * internet: RECALLS_CPSC_URL points here. The recalls name a brand and model no other journey uses.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The recalled unit of the recall journey (recalls.e2e.ts). */
export const RECALLED_UNIT = { brand: 'Navien', modelNumber: 'NPE-240A2' };
export const RECALL_TITLE = 'Navien Recalls Tankless Gas Water Heaters Due to Carbon Monoxide Hazard';

const RECALLS = [
  {
    RecallID: 9001,
    RecallNumber: '24-901',
    RecallDate: '2024-02-15T00:00:00',
    LastPublishDate: '2024-02-15T00:00:00',
    Title: RECALL_TITLE,
    Description:
      'This recall involves Navien condensing tankless gas water heaters. The model number NPE-240A2 is printed on the rating label on the side of the unit.',
    URL: 'https://www.cpsc.gov/Recalls/2024/navien-recalls-tankless-gas-water-heaters',
    ConsumerContact: 'Navien toll-free at 800-555-0199 from 8 a.m. to 5 p.m. ET Monday through Friday.',
    Products: [
      {
        Name: 'Tankless gas water heaters',
        Description: 'Condensing tankless gas water heaters',
        Model: 'NPE-240A2',
        Type: 'Water Heaters',
        CategoryID: '1',
        NumberOfUnits: 'About 12,000',
      },
    ],
    Images: [{ URL: 'https://www.cpsc.gov/s3fs-public/npe240a2.jpg', Caption: 'Model number location on the label' }],
    Manufacturers: [{ Name: 'Navien Inc.', CompanyID: '1' }],
    Importers: [],
    Distributors: [],
    Retailers: [],
    ManufacturerCountries: [{ Country: 'United States' }],
    ProductUPCs: [],
    Hazards: [
      {
        Name: 'The vent connection can separate and leak carbon monoxide.',
        HazardType: 'Carbon Monoxide',
        HazardTypeID: '1',
      },
    ],
    Remedies: [{ Name: 'Repair' }],
    RemedyOptions: [{ Option: 'Repair' }],
    Injuries: [{ Name: 'None reported' }],
    Inconjunctions: [],
    SoldAtLabel: 'Sold at plumbing supply stores',
  },
];

export interface RecallFeed {
  /** The Recall endpoint's full URL (RECALLS_CPSC_URL). */
  url: string;
  /** How many times the app asked. */
  requests: () => number;
  stop: () => Promise<void>;
}

export async function startRecallFeed(): Promise<RecallFeed> {
  let requests = 0;
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (request.method !== 'GET' || url.pathname !== '/RestWebServices/Recall') {
      response.writeHead(404).end();
      return;
    }
    requests += 1;
    // An incremental request (LastPublishDateStart after the recalls' date) gets nothing new.
    const since = url.searchParams.get('LastPublishDateStart');
    const body = RECALLS.filter((recall) => !since || recall.LastPublishDate.slice(0, 10) >= since);
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/RestWebServices/Recall`,
    requests: () => requests,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

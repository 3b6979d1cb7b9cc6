import type { Content, ContentTable, TDocumentDefinitions, TableCell } from 'pdfmake/interfaces';
import type { AttentionKind } from '../care/care.view';
import type { EquipmentView } from '../equipment/equipment.view';
import type { HomeView as Home } from '../homes/home.view';
import { isLifetimeEnd, type WarrantyStatus } from '../warranties/warranty-status';
import type { EmbeddableImage } from './home-book-images';
import { BIDI_CONTROLS } from './bidi-controls';
import { formatDay } from '../../core/day-format';

export interface HomeBookWarranty {
  provider: string | null;
  policyNumber: string | null;
  startDate: string;
  endDate: string;
  status: WarrantyStatus;
  autoRenewal: boolean;
  terms: string | null;
}

/** One maintenance record (docs/care.md), newest first on the card. */
export interface HomeBookMaintenance {
  date: string;
  type: string;
  description: string | null;
  cost: number | null;
  serviceProvider: string | null;
  nextScheduledDate: string | null;
  /** How many files are attached (they stay in the app). */
  attachments: number;
}

/** One entry of the care module's attention list, most urgent first. */
export interface HomeBookAttention {
  kind: AttentionKind;
  title: string;
  detail: string;
}

/** What a card prints of an equipment (the equipment module's view; its entity fits too). */
export type HomeBookEquipment = Pick<
  EquipmentView,
  | 'name'
  | 'type'
  | 'brand'
  | 'modelNumber'
  | 'serialNumber'
  | 'installationDate'
  | 'lastMaintenanceDate'
  | 'notes'
  | 'manualUrls'
  | 'completed'
  | 'photos'
  | 'categoryId'
>;

export interface HomeBookItem {
  equipment: HomeBookEquipment;
  warranty: HomeBookWarranty | null;
  /** The maintenance history, newest first (empty: no section on the card). */
  maintenance: HomeBookMaintenance[];
}

export interface HomeBookSection {
  category: string;
  items: HomeBookItem[];
}

/** Everything the home book shows, already read and ordered (sections in category order). */
export interface HomeBookContent {
  home: Pick<Home, 'name' | 'address' | 'city' | 'state' | 'zipCode' | 'type' | 'details' | 'photoUrl'>;
  ownerName: string | null;
  /** 'YYYY-MM-DD' */
  exportedOn: string;
  sections: HomeBookSection[];
  /** The home's attention list on the export day (empty: no such part in the summary). */
  attention: HomeBookAttention[];
  /** By photo URL; a photo without an entry is not shown. */
  images: Map<string, EmbeddableImage>;
}

const COLOURS = {
  ink: '#1f2933',
  muted: '#616e7c',
  faint: '#9aa5b1',
  rule: '#d9e2ec',
  accent: '#1d4ed8',
  panel: '#f5f7fa',
  done: '#15803d',
  todo: '#b45309',
};

const STATUS_COLOURS: Record<WarrantyStatus, string> = {
  Active: '#15803d',
  'Expiring Soon': '#b45309',
  Expired: '#b91c1c',
};

/** US Letter with 0.75 in margins: the homes this app records are addressed with US ZIP codes. */
const PAGE_MARGIN = 54;
const CONTENT_WIDTH = 612 - 2 * PAGE_MARGIN;
const EQUIPMENT_PHOTO_BOX: [number, number] = [120, 96];

/** A fresh node each time: pdfmake writes layout state into the nodes it is given, so none is shared. */
const notRecorded = (): Content => ({ text: 'Not recorded', color: COLOURS.faint, italics: true });

/**
 * pdfmake silently drops an unbreakable block taller than a page, so only cards whose free text is
 * short enough to fit on one page for sure are kept in one piece (about 25 lines of notes and terms).
 */
const UNBREAKABLE_TEXT_BUDGET = 1_500;

/**
 * Pictographs (emoji) are not in the font and would print as empty boxes: they are left out of the
 * text (the file name keeps them), and so are the invisible bidi controls (BIDI_CONTROLS). Other scripts
 * Roboto lacks (CJK, Arabic…) are set in their own fonts by the renderer (script-fonts.ts).
 */
export const printable = (text: string) =>
  text
    .replace(/\p{Extended_Pictographic}|\u200d|\ufe0f/gu, '')
    .replace(BIDI_CONTROLS, '')
    .trim();

const present = (value: string | null | undefined): value is string => !!value && value.trim() !== '';

/** Only web addresses become clickable: a javascript: or file: link in a PDF is a hazard. */
const isWebLink = (url: string) => /^https?:\/\//i.test(url.trim());

const GRID_LAYOUT = {
  defaultBorder: false,
  paddingLeft: () => 0,
  paddingRight: () => 6,
  paddingTop: () => 1.5,
  paddingBottom: () => 1.5,
};

const label = (text: string): Content => ({ text, color: COLOURS.muted });

/** A two-column "label: value" grid without borders. */
function facts(rows: [string, Content][]): ContentTable {
  return {
    table: { widths: [112, '*'], body: rows.map(([name, value]) => [label(name), value]) },
    layout: GRID_LAYOUT,
  };
}

/**
 * A compact grid: short facts two pairs to a row ("Brand X   Model Y"), then long ones (notes, links)
 * on full-width rows, so a card stays a few lines tall.
 */
function factPairs(short: [string, Content][], long: [string, Content][], labelWidth = 74): ContentTable {
  const body: TableCell[][] = [];
  for (let index = 0; index < short.length; index += 2) {
    const [first, second] = [short[index], short[index + 1]];
    body.push([label(first[0]), first[1], second ? label(second[0]) : '', second ? second[1] : '']);
  }
  for (const [name, value] of long) body.push([label(name), { stack: [value], colSpan: 3 }, '', '']);
  return { table: { widths: [labelWidth, '*', labelWidth, '*'], body }, layout: GRID_LAYOUT };
}

function cover(content: HomeBookContent, stats: Stats): Content[] {
  const { home } = content;
  const photo = home.photoUrl ? content.images.get(home.photoUrl) : undefined;
  const lines: Content[] = [
    { text: 'HOME BOOK', style: 'kicker', margin: [0, 40, 0, 6] },
    { text: home.name, style: 'title' },
    { text: home.address, style: 'address', margin: [0, 8, 0, 0] },
    { text: `${home.city}, ${home.state} ${home.zipCode}`, style: 'address' },
  ];
  const about: [string, Content][] = [];
  if (present(home.type)) about.push(['Home type', home.type]);
  if (content.ownerName) about.push(['Owner', content.ownerName]);
  about.push(['Exported', formatDay(content.exportedOn)]);
  lines.push({ ...facts(about), margin: [0, 16, 0, 0] });
  if (photo)
    lines.push({ image: home.photoUrl!, fit: [CONTENT_WIDTH, 330], alignment: 'center', margin: [0, 24, 0, 0] });
  lines.push({
    margin: [0, 24, 0, 0],
    columns: [
      ['Equipment', String(stats.total)],
      ['Completed', String(stats.completed)],
      ['Incomplete', String(stats.total - stats.completed)],
      ['Warranties', String(stats.warranties)],
    ].map(([label, value]) => ({
      stack: [
        { text: value, fontSize: 20, bold: true, color: COLOURS.ink },
        { text: label, color: COLOURS.muted },
      ],
      alignment: 'center' as const,
    })),
  });
  if (present(home.details)) lines.push({ text: home.details, margin: [0, 24, 0, 0], color: COLOURS.muted });
  return lines;
}

interface Stats {
  total: number;
  completed: number;
  warranties: number;
}

function statsOf(sections: HomeBookSection[]): Stats {
  const items = sections.flatMap((section) => section.items);
  return {
    total: items.length,
    completed: items.filter((item) => item.equipment.completed).length,
    warranties: items.filter((item) => item.warranty).length,
  };
}

const ATTENTION_COLOURS: Record<AttentionKind, string> = {
  recall: '#b91c1c',
  'maintenance-overdue': '#b91c1c',
  'warranty-expired': '#b91c1c',
  'maintenance-due': '#b45309',
  'warranty-expiring': '#b45309',
  'end-of-life': '#b45309',
  incomplete: COLOURS.muted,
};

/** 'Needs attention': the care module's list for this home, in its order; nothing when it is empty. */
function attentionList(attention: HomeBookAttention[]): Content[] {
  if (!attention.length) return [];
  return [
    { text: 'Needs attention', style: 'h3' },
    {
      stack: attention.map((item) => ({
        text: [
          { text: item.title, bold: true, color: ATTENTION_COLOURS[item.kind] },
          { text: ` · ${item.detail}`, color: COLOURS.muted },
        ],
        margin: [0, 0, 0, 3],
      })),
      margin: [0, 0, 0, 14],
    },
  ];
}

function summary(sections: HomeBookSection[], stats: Stats, attention: HomeBookAttention[]): Content[] {
  const items = sections.flatMap((section) => section.items);
  const percent = stats.total ? Math.round((stats.completed / stats.total) * 100) : 0;
  const byCategory: TableCell[][] = [
    [
      { text: 'Category', style: 'tableHead' },
      { text: 'Items', style: 'tableHead', alignment: 'right' },
      { text: 'Completed', style: 'tableHead', alignment: 'right' },
      { text: 'Incomplete', style: 'tableHead', alignment: 'right' },
    ],
    ...sections.map((section) => {
      const done = section.items.filter((item) => item.equipment.completed).length;
      return [
        section.category,
        { text: String(section.items.length), alignment: 'right' as const },
        { text: String(done), alignment: 'right' as const },
        { text: String(section.items.length - done), alignment: 'right' as const },
      ];
    }),
    [
      { text: 'Total', bold: true },
      { text: String(stats.total), bold: true, alignment: 'right' },
      { text: String(stats.completed), bold: true, alignment: 'right' },
      { text: String(stats.total - stats.completed), bold: true, alignment: 'right' },
    ],
  ];
  const statuses: WarrantyStatus[] = ['Active', 'Expiring Soon', 'Expired'];
  const warrantyCounts = statuses.map((status) => ({
    text: [
      { text: `${status}: `, color: STATUS_COLOURS[status] },
      String(items.filter((item) => item.warranty?.status === status).length),
    ],
  }));
  const incomplete = sections
    .map((section) => ({ ...section, items: section.items.filter((item) => !item.equipment.completed) }))
    .filter((section) => section.items.length);
  return [
    { text: 'Summary', style: 'h1', pageBreak: 'before' },
    {
      text: stats.total
        ? `${stats.completed} of ${stats.total} equipment items completed (${percent}%), ${stats.total - stats.completed} incomplete.`
        : 'No equipment recorded for this home yet.',
      margin: [0, 0, 0, 10],
    },
    ...(stats.total
      ? [
          {
            table: { headerRows: 1, widths: ['*', 60, 70, 70], body: byCategory },
            layout: 'lightHorizontalLines',
            margin: [0, 0, 0, 14],
          } as Content,
        ]
      : []),
    { text: 'Warranties', style: 'h3' },
    {
      columns: [
        { text: `On record: ${stats.warranties}`, width: 'auto' },
        ...warrantyCounts.map((count) => ({ ...count, width: 'auto' as const })),
        { text: `Without warranty: ${stats.total - stats.warranties}`, width: 'auto' },
      ],
      columnGap: 18,
      margin: [0, 0, 0, 14],
    },
    ...attentionList(attention),
    { text: 'Still to complete', style: 'h3' },
    incomplete.length
      ? {
          stack: incomplete.map((section) => ({
            text: [
              { text: `${section.category}: `, bold: true },
              section.items.map((item) => item.equipment.name).join(', '),
            ],
            margin: [0, 0, 0, 3],
          })),
        }
      : { text: stats.total ? 'Every equipment item is complete.' : 'Nothing yet.', color: COLOURS.muted },
  ];
}

function manuals(urls: string[]): Content {
  return {
    stack: urls.map((url) =>
      isWebLink(url)
        ? { text: url, link: url.trim(), color: COLOURS.accent, decoration: 'underline' as const }
        : { text: url },
    ),
  };
}

function warrantyBlock(warranty: HomeBookWarranty | null): Content {
  if (!warranty) {
    return { text: 'Warranty: none on record', color: COLOURS.faint, italics: true, margin: [0, 6, 0, 0] };
  }
  const status: Content = {
    text: [
      { text: warranty.status, bold: true, color: STATUS_COLOURS[warranty.status] },
      warranty.autoRenewal ? ' · renews automatically' : '',
    ],
  };
  const long: [string, Content][] = present(warranty.terms) ? [['Terms', warranty.terms]] : [];
  return {
    margin: [0, 8, 0, 0],
    table: {
      widths: ['*'],
      body: [
        [
          {
            stack: [
              { text: 'Warranty', style: 'h4' },
              factPairs(
                [
                  ['Provider', present(warranty.provider) ? warranty.provider : notRecorded()],
                  ['Policy number', present(warranty.policyNumber) ? warranty.policyNumber : notRecorded()],
                  [
                    'Coverage',
                    `${formatDay(warranty.startDate)} – ${isLifetimeEnd(warranty.endDate) ? 'Lifetime' : formatDay(warranty.endDate)}`,
                  ],
                  ['Status', status],
                ],
                long,
              ),
            ],
            fillColor: COLOURS.panel,
          },
        ],
      ],
    },
    layout: {
      defaultBorder: false,
      paddingLeft: () => 6,
      paddingRight: () => 6,
      paddingTop: () => 4,
      paddingBottom: () => 4,
    },
  };
}

const money = (cost: number) => `$${cost.toFixed(2)}`;

/** 'Maintenance history': one row per record, newest first; nothing when there is none. */
function maintenanceBlock(history: HomeBookMaintenance[]): Content[] {
  if (!history.length) return [];
  const head = (text: string, alignment: 'left' | 'right' = 'left'): TableCell => ({
    text,
    style: 'tableHead',
    alignment,
  });
  const rows: TableCell[][] = history.map((record) => {
    const work: Content[] = [{ text: record.type, bold: true }];
    if (present(record.description)) work.push({ text: record.description });
    const notes: string[] = [];
    if (record.nextScheduledDate) notes.push(`Next: ${formatDay(record.nextScheduledDate)}`);
    if (record.attachments) notes.push(`${record.attachments} attachment${record.attachments === 1 ? '' : 's'}`);
    if (notes.length) work.push({ text: notes.join(' · '), color: COLOURS.muted, fontSize: 9 });
    return [
      formatDay(record.date),
      { stack: work },
      present(record.serviceProvider) ? record.serviceProvider : '',
      { text: record.cost === null ? '' : money(record.cost), alignment: 'right' },
    ];
  });
  return [
    { text: 'Maintenance history', style: 'h4', margin: [0, 8, 0, 2] },
    {
      table: {
        headerRows: 1,
        widths: [70, '*', 110, 60],
        body: [[head('Date'), head('Work'), head('Provider'), head('Cost', 'right')], ...rows],
      },
      layout: 'lightHorizontalLines',
    },
  ];
}

function equipmentCard(item: HomeBookItem, images: Map<string, EmbeddableImage>): Content {
  const { equipment } = item;
  const mainPhoto = equipment.photos[0];
  const short: [string, Content][] = [
    ['Brand', present(equipment.brand) ? equipment.brand : notRecorded()],
    ['Model', present(equipment.modelNumber) ? equipment.modelNumber : notRecorded()],
    ['Serial number', present(equipment.serialNumber) ? equipment.serialNumber : notRecorded()],
    ['Installed (est.)', present(equipment.installationDate) ? equipment.installationDate : notRecorded()],
  ];
  if (present(equipment.type)) short.push(['Type', equipment.type]);
  if (equipment.lastMaintenanceDate) short.push(['Last service', formatDay(equipment.lastMaintenanceDate)]);
  const long: [string, Content][] = [];
  if (present(equipment.notes)) long.push(['Notes', equipment.notes]);
  const links = equipment.manualUrls.filter(present);
  if (links.length) long.push([links.length > 1 ? 'Manuals' : 'Manual', manuals(links)]);

  const details = {
    stack: [
      {
        columns: [
          { text: equipment.name, style: 'h3', width: '*' },
          {
            text: equipment.completed ? 'Completed' : 'Incomplete',
            color: equipment.completed ? COLOURS.done : COLOURS.todo,
            bold: true,
            width: 'auto',
            fontSize: 9,
            margin: [0, 2, 0, 0],
          },
        ],
      },
      factPairs(short, long),
    ] as Content[],
    width: '*' as const,
  };
  const photo = mainPhoto && images.has(mainPhoto) ? mainPhoto : null;
  return {
    margin: [0, 0, 0, 8],
    table: {
      widths: ['*'],
      body: [
        [
          {
            stack: [
              photo
                ? {
                    columns: [{ image: photo, fit: EQUIPMENT_PHOTO_BOX, width: EQUIPMENT_PHOTO_BOX[0] }, details],
                    columnGap: 14,
                  }
                : details,
              // Full card width: the warranty's dates and provider fit on one line each.
              warrantyBlock(item.warranty),
              ...maintenanceBlock(item.maintenance),
            ],
          },
        ],
      ],
    },
    layout: {
      hLineColor: () => COLOURS.rule,
      vLineColor: () => COLOURS.rule,
      paddingLeft: () => 10,
      paddingRight: () => 10,
      paddingTop: () => 8,
      paddingBottom: () => 8,
    },
  };
}

/** A maintenance row counts as this many characters of free text, plus its description. */
const MAINTENANCE_ROW_TEXT = 80;

/** Characters of free text on a card (what can make it taller than a page). */
const freeTextLength = ({ equipment, warranty, maintenance }: HomeBookItem) =>
  (equipment.notes?.length ?? 0) +
  (warranty?.terms?.length ?? 0) +
  equipment.manualUrls.join('').length +
  maintenance.reduce((sum, record) => sum + MAINTENANCE_ROW_TEXT + (record.description?.length ?? 0), 0);

function equipmentSections(content: HomeBookContent): Content[] {
  const blocks: Content[] = [{ text: 'Equipment', style: 'h1', pageBreak: 'before' }];
  if (!content.sections.length) blocks.push({ text: 'No equipment recorded for this home yet.', color: COLOURS.muted });
  for (const section of content.sections) {
    const heading: Content = { text: `${section.category} (${section.items.length})`, style: 'h2' };
    section.items.forEach((item, index) => {
      const card = equipmentCard(item, content.images);
      const fitsOnePage = freeTextLength(item) <= UNBREAKABLE_TEXT_BUDGET;
      if (!fitsOnePage) {
        if (index === 0) blocks.push(heading);
        blocks.push(card);
      } else {
        // A category heading never sits alone at the bottom of a page: it stays with its first card.
        blocks.push({ stack: index === 0 ? [heading, card] : [card], unbreakable: true });
      }
    });
  }
  return blocks;
}

/** The content with every user-entered text made printable (see printable). */
function printableContent(content: HomeBookContent): HomeBookContent {
  const clean = (text: string | null) => (text === null ? null : printable(text));
  return {
    ...content,
    home: {
      ...content.home,
      name: printable(content.home.name) || 'Home',
      address: printable(content.home.address),
      city: printable(content.home.city),
      state: printable(content.home.state),
      zipCode: printable(content.home.zipCode),
      type: clean(content.home.type),
      details: clean(content.home.details),
    },
    ownerName: clean(content.ownerName),
    sections: content.sections.map((section) => ({
      category: printable(section.category),
      items: section.items.map(({ equipment, warranty, maintenance }) => ({
        equipment: {
          ...equipment,
          name: printable(equipment.name) || 'Unnamed equipment',
          type: clean(equipment.type),
          brand: clean(equipment.brand),
          modelNumber: clean(equipment.modelNumber),
          serialNumber: clean(equipment.serialNumber),
          installationDate: clean(equipment.installationDate),
          notes: clean(equipment.notes),
          manualUrls: equipment.manualUrls.map(printable),
        },
        warranty: warranty && {
          ...warranty,
          provider: clean(warranty.provider),
          policyNumber: clean(warranty.policyNumber),
          terms: clean(warranty.terms),
        },
        maintenance: maintenance.map((record) => ({
          ...record,
          type: printable(record.type) || 'Maintenance',
          description: clean(record.description),
          serviceProvider: clean(record.serviceProvider),
        })),
      })),
    })),
    attention: content.attention.map((item) => ({
      ...item,
      title: printable(item.title),
      detail: printable(item.detail),
    })),
  };
}

/**
 * The home book as a pdfmake document: a cover (name, address, export date, photo, figures), a
 * summary (completed vs incomplete by category, warranty statuses, the attention list when the home has
 * one, what is left to complete), then the equipment grouped by category, one card each with its main
 * photo, facts, manual links, warranty and maintenance history (when it has one).
 * Every page carries the home's name and "Page n of N" in the footer.
 * `onPageCount` receives the number of pages once laid out.
 */
export function homeBookDocument(
  rawContent: HomeBookContent,
  onPageCount?: (pages: number) => void,
): TDocumentDefinitions {
  const content = printableContent(rawContent);
  const stats = statsOf(content.sections);
  const images: Record<string, string> = {};
  for (const [url, image] of content.images) images[url] = image.dataUrl;
  return {
    pageSize: 'LETTER',
    pageMargins: [PAGE_MARGIN, PAGE_MARGIN, PAGE_MARGIN, PAGE_MARGIN],
    info: { title: `Home Book — ${content.home.name}`, author: 'Home Book', subject: 'Home book export' },
    images,
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.2, color: COLOURS.ink },
    styles: {
      kicker: { fontSize: 10, bold: true, color: COLOURS.accent, characterSpacing: 2 },
      title: { fontSize: 28, bold: true, lineHeight: 1.1 },
      address: { fontSize: 13, color: COLOURS.muted },
      h1: { fontSize: 20, bold: true, margin: [0, 0, 0, 12] },
      h2: { fontSize: 14, bold: true, color: COLOURS.accent, margin: [0, 10, 0, 8] },
      h3: { fontSize: 12, bold: true, margin: [0, 0, 0, 4] },
      h4: { fontSize: 10, bold: true, margin: [0, 0, 0, 2] },
      tableHead: { bold: true, color: COLOURS.muted },
    },
    footer: (currentPage: number, pageCount: number) => {
      if (currentPage === pageCount) onPageCount?.(pageCount);
      return {
        margin: [PAGE_MARGIN, 18, PAGE_MARGIN, 0],
        fontSize: 8,
        color: COLOURS.muted,
        columns: [
          { text: `${content.home.name} · Home Book`, width: '*' },
          { text: `Page ${currentPage} of ${pageCount}`, alignment: 'right', width: 'auto' },
        ],
      };
    },
    content: [
      ...cover(content, stats),
      ...summary(content.sections, stats, content.attention),
      ...equipmentSections(content),
    ],
  };
}

import { screen, waitFor, within } from '@testing-library/react';
import type { AppStore } from '../../../app/store';
import { instanceContactsApi } from '../../../shared/contact/instance-contacts';
import { deferredReply, mockFetch, type MockRoutes } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render';
import type { Equipment } from '../equipment';
import { anEquipment } from '../equipment.fixtures';
import type { TroubleshootingGuide } from '../troubleshooting-guide';
import { TroubleshootingDialog } from './TroubleshootingDialog';

const heater = anEquipment({
  id: 9,
  name: 'Water Heater',
  brand: 'RHEEM',
  modelNumber: 'XG50T06EC36U1',
  completed: true,
});

const guide: TroubleshootingGuide = {
  equipmentId: 7,
  source: 'offline',
  createdAt: '2026-11-01T10:00:00.000Z',
  manualUrl: 'https://www.google.com/search?q=RHEEM%20XG50T06EC36U1%20manual',
  commonIssues: [
    { problem: 'No hot water', solutions: ['Check that the pilot is lit', 'Check the gas supply valve'] },
    { problem: 'Rumbling noise', solutions: ['Flush the tank to remove sediment'] },
  ],
  maintenanceTips: ['Flush the tank once a year', 'Test the relief valve'],
  safetyPrecautions: ['Turn off the gas before any work'],
  professionalHelp: ['You smell gas', 'The tank leaks'],
  supportResources: [
    // The quick links offer these already.
    { title: 'Rheem Support', url: 'https://www.rheem.com/support/contact/' },
    { title: 'Call Your Home Company (+1 (555) 010-2030)', url: 'tel:+15550102030' },
    { title: 'Energy Saver: water heating', url: 'https://www.energy.gov/energysaver/water-heating' },
    { title: 'Water heater hotline', url: 'tel:+1-800-555-0100' },
    { title: 'Not a link', url: 'javascript:alert(1)' },
  ],
};

/** This instance's contacts as its admin set them (GET /api/settings/public). */
const contacts = {
  companyName: 'Acme Homes',
  supportPhone: '+1 (555) 010-2030',
  supportEmail: 'help@acme.example',
  bookingUrl: 'https://book.acme.example/visit',
  expectedAnswerText: null,
};
const noContacts = {
  companyName: null,
  supportPhone: null,
  supportEmail: null,
  bookingUrl: null,
  expectedAnswerText: null,
};

function openDialog(routes: MockRoutes, equipment: Equipment = heater) {
  const backend = mockFetch({ 'GET /api/settings/public': { body: contacts }, ...routes });
  const onClose = vi.fn();
  const view = renderWithProviders(<TroubleshootingDialog equipment={equipment} onClose={onClose} />);
  return { ...backend, ...view, onClose };
}

const dialog = () => screen.getByRole('dialog', { name: 'Troubleshooting Guide' });

/** Waits until the instance's contacts arrived (the dialog asks for them next to the guide). */
const contactsLoaded = (store: AppStore) =>
  waitFor(() =>
    expect(instanceContactsApi.endpoints.getInstanceContacts.select()(store.getState()).isSuccess).toBe(true),
  );

describe('TroubleshootingDialog', () => {
  it('generates the guide when opened, shows it pending, then its sections', async () => {
    const reply = deferredReply();
    const { requestsTo, store } = openDialog({ 'POST /api/equipment/9/troubleshoot': reply.responder });
    await contactsLoaded(store);

    expect(await within(dialog()).findByRole('status')).toHaveTextContent('Generating the troubleshooting guide...');
    expect(within(dialog()).queryByRole('button', { name: 'Regenerate' })).not.toBeInTheDocument();
    reply.release({ body: guide });

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Troubleshooting guide generated')).toBeInTheDocument();
    expect(within(toast).getByText('Your guide is ready below')).toBeInTheDocument();
    expect(requestsTo('POST /api/equipment/9/troubleshoot')).toHaveLength(1);
    expect(new URL(requestsTo('POST /api/equipment/9/troubleshoot')[0].url).search).toBe('');

    const issues = within(dialog()).getByRole('region', { name: 'Common Issues' });
    expect(within(issues).getByRole('heading', { level: 3, name: 'Common Issues' })).toBeInTheDocument();
    expect(
      within(issues)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(['No hot water', 'Rumbling noise']);
    expect(within(issues).getByText('Check the gas supply valve').tagName).toBe('LI');

    const lists: Record<string, string[]> = {
      'Maintenance Tips': guide.maintenanceTips,
      'Safety Precautions': guide.safetyPrecautions,
      'When to Call a Professional': guide.professionalHelp,
    };
    for (const [title, items] of Object.entries(lists)) {
      const section = within(dialog()).getByRole('region', { name: title });
      expect(
        within(section)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(items);
    }

    const resources = within(dialog()).getByRole('region', { name: 'Support Resources' });
    const links = within(resources).getAllByRole('link');
    // Web, phone and mail addresses only, and not those of the quick links again.
    expect(links.map((link) => link.textContent)).toEqual(['Energy Saver: water heating', 'Water heater hotline']);
    expect(links[0]).toHaveAttribute('href', 'https://www.energy.gov/energysaver/water-heating');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(links[1]).toHaveAttribute('href', 'tel:+1-800-555-0100');
    expect(links[1]).not.toHaveAttribute('target');
    expect(within(dialog()).queryByText('Not a link')).not.toBeInTheDocument();
  });

  it("offers the quick links: the instance's phone and home visit, manual search and the brand page (any case)", async () => {
    const reply = deferredReply();
    openDialog({ 'POST /api/equipment/9/troubleshoot': reply.responder });
    const quick = within(dialog()).getByRole('region', { name: 'Quick Links' });

    const call = await within(quick).findByRole('link', { name: 'Call +1 (555) 010-2030' });
    expect(call).toHaveAttribute('href', 'tel:+15550102030');
    expect(call).not.toHaveAttribute('target');
    const visit = within(quick).getByRole('link', { name: 'Book a Home Visit' });
    expect(visit).toHaveAttribute('href', 'https://book.acme.example/visit');
    expect(visit).toHaveAttribute('target', '_blank');
    expect(visit).toHaveAttribute('rel', expect.stringContaining('noopener'));
    const search = new URL(within(quick).getByRole('link', { name: 'Search for the Manual' }).getAttribute('href')!);
    expect(search.searchParams.get('q')).toBe('RHEEM XG50T06EC36U1 manual');
    const brandPage = within(quick).getByRole('link', { name: 'Rheem Support' });
    expect(brandPage).toHaveAttribute('href', 'https://www.rheem.com/support/contact/');
    expect(brandPage).toHaveAttribute('target', '_blank');

    // The guide's own manual link replaces the built search once it is there.
    reply.release({ body: { ...guide, manualUrl: 'https://duckduckgo.com/?q=RHEEM+XG50T06EC36U1+manual' } });
    await screen.findByText('Troubleshooting guide generated');
    expect(within(quick).getByRole('link', { name: 'Search for the Manual' })).toHaveAttribute(
      'href',
      'https://duckduckgo.com/?q=RHEEM+XG50T06EC36U1+manual',
    );
  });

  it('has no manufacturer link for a brand outside the table', async () => {
    const { store } = openDialog(
      { 'POST /api/equipment/4/troubleshoot': { body: { ...guide, manualUrl: '' } } },
      anEquipment({ id: 4, name: 'Furnace', brand: 'Carrier', modelNumber: '59SC5' }),
    );
    await contactsLoaded(store);
    await screen.findByText('Troubleshooting guide generated');
    const quick = within(dialog()).getByRole('region', { name: 'Quick Links' });
    expect(
      within(quick)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Call +1 (555) 010-2030', 'Book a Home Visit', 'Search for the Manual']);
  });

  it('offers no call or home visit while the admin has set no phone or booking page', async () => {
    const { store } = openDialog({
      'GET /api/settings/public': { body: noContacts },
      'POST /api/equipment/9/troubleshoot': { body: { ...guide, supportResources: [] } },
    });
    await contactsLoaded(store);
    await screen.findByText('Troubleshooting guide generated');
    const quick = within(dialog()).getByRole('region', { name: 'Quick Links' });
    expect(
      within(quick)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Search for the Manual', 'Rheem Support']);
    expect(dialog().querySelector('a[href^="tel:"]')).toBeNull();
    expect(within(dialog()).queryByText(/Home Visit/)).not.toBeInTheDocument();
  });

  it('shows a failure inline and as a toast, and tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, requestsTo } = openDialog({
      'POST /api/equipment/9/troubleshoot': [
        { status: 503, body: { statusCode: 503, message: 'The guide writer is not available' } },
        { body: guide },
      ],
    });

    const inline = await within(dialog()).findByRole('alert');
    expect(inline).toHaveTextContent('Failed to generate troubleshooting guide');
    expect(inline).toHaveTextContent('The guide writer is not available');
    // The toast too (its code loads with the first toast).
    const toasts = await waitFor(() => {
      const found = screen.getAllByRole('alert').filter((alert) => !dialog().contains(alert));
      expect(found).toHaveLength(1);
      return found;
    });
    expect(toasts[0]).toHaveTextContent('Failed to generate troubleshooting guide');
    // The quick links help even without a guide.
    expect(within(dialog()).getByRole('region', { name: 'Quick Links' })).toBeInTheDocument();

    await user.click(within(inline).getByRole('button', { name: 'Try Again' }));

    expect(await within(dialog()).findByRole('region', { name: 'Common Issues' })).toBeInTheDocument();
    expect(requestsTo('POST /api/equipment/9/troubleshoot')).toHaveLength(2);
    expect(within(dialog()).queryByText('The guide writer is not available')).not.toBeInTheDocument();
  });

  it('regenerates the guide on request', async () => {
    const second = deferredReply();
    const { user, requestsTo } = openDialog({
      'POST /api/equipment/9/troubleshoot': [{ body: guide }, second.responder],
    });
    await within(dialog()).findByRole('region', { name: 'Common Issues' });

    await user.click(within(dialog()).getByRole('button', { name: 'Regenerate' }));

    expect(await within(dialog()).findByRole('status')).toHaveTextContent('Regenerating the troubleshooting guide...');
    expect(within(dialog()).getByRole('button', { name: 'Regenerate' })).toBeDisabled();
    second.release({ body: { ...guide, maintenanceTips: ['Check the anode rod every 3 years'] } });
    expect(await within(dialog()).findByText('Check the anode rod every 3 years')).toBeInTheDocument();
    const [first, again] = requestsTo('POST /api/equipment/9/troubleshoot');
    expect(new URL(first.url).searchParams.get('regenerate')).toBeNull();
    expect(new URL(again.url).searchParams.get('regenerate')).toBe('true');
  });

  it('closes', async () => {
    const { user, onClose } = openDialog({ 'POST /api/equipment/9/troubleshoot': { body: guide } });
    await within(dialog()).findByRole('region', { name: 'Common Issues' });
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});

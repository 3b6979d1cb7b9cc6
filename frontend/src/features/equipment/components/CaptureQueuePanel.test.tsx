import { describe, expect, it } from 'vitest';
import type { QueuedCapture } from '../capture-queue';
import { captureStateText } from './CaptureQueuePanel';

const waiting: QueuedCapture = {
  id: 1,
  photo: new Blob(['x'], { type: 'image/jpeg' }),
  name: 'label.jpg',
  takenAt: 0,
  state: 'waiting',
  analysis: null,
  reasons: null,
  problem: null,
};

describe('the capture queue rows', () => {
  it('say what each state means', () => {
    expect(captureStateText(waiting)).toBe('Waiting for the network');
    expect(captureStateText({ ...waiting, state: 'reading' })).toBe('Reading the label...');
    const analysis = {
      suggestedName: 'Rheem Gas Water Heater',
      brand: 'Rheem',
      modelNumber: null,
      serialNumber: null,
      equipmentType: null,
      estimatedAge: { years: null, confidence: 'low' as const, details: '', alternatives: [], ruleId: null },
    };
    expect(captureStateText({ ...waiting, state: 'read', analysis })).toBe('Read: Rheem Gas Water Heater');
    expect(
      captureStateText({ ...waiting, state: 'read', analysis: { ...analysis, suggestedName: null, brand: null } }),
    ).toBe('Read: no details found');
    expect(
      captureStateText({ ...waiting, state: 'unreadable', reasons: ['dark'], problem: 'Too dark — turn on the flash' }),
    ).toBe('Could not be read: Too dark — turn on the flash');
    expect(captureStateText({ ...waiting, state: 'failed', problem: 'Failed to analyze image' })).toBe(
      'Failed: Failed to analyze image',
    );
  });
});

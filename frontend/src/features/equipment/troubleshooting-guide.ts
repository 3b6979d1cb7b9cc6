import type { TroubleshootingGuideView } from '@api/troubleshooting/troubleshooting-guide.view';
/** The answer of POST /api/equipment/{id}/troubleshoot (spec §3 'Troubleshooting guide'): the backend's view. */
export type TroubleshootingGuide = TroubleshootingGuideView;

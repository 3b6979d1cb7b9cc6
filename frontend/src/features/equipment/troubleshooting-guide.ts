/** The answer of POST /api/equipment/{id}/troubleshoot (spec §3 'Troubleshooting guide'). */
export interface TroubleshootingGuide {
  /** Where the manual can be found; may be empty. */
  manualUrl: string;
  commonIssues: { problem: string; solutions: string[] }[];
  maintenanceTips: string[];
  safetyPrecautions: string[];
  professionalHelp: string[];
  supportResources: { title: string; url: string }[];
}

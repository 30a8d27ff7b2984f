/**
 * The stored analysis (spec 02 §3). The engine issue owns the full shape; this file is the one
 * definition the rest of the API imports.
 */
export interface AnalysisResult {
  effectivenessScore: number;
  messageClarity: number;
  brandName: string | null;
  adType: string;
  colorScheme: string[];
  emotions: string[];
  targetAudience: string | null;
  call_to_action: string | null;
  keyElements: string[];
  recommendations: string[];
  textContent: string;
  imageUrl?: string;
  filename?: string;
  uploadedAt?: string;
  [extra: string]: unknown;
}

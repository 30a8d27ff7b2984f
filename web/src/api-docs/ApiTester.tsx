import { AdLens } from "@adlens/sdk";
import { Play } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Badge, Button, Input, Label, toast } from "../components/ui/index.ts";
import { ScrollableCode } from "../dashboard/components/ScrollableCode.tsx";
import { readError } from "../dashboard/lib/errors.ts";
import { useAuth } from "../lib/auth.tsx";
import type { NewToken } from "./TokenManager.tsx";

interface TestResult {
  status: number | "error";
  body: unknown;
}

/** The file name the tester sends, as the original product did (spec 02 §7). */
const TEST_FILENAME = "api-test-image";

/**
 * Calls POST /v1/analyze exactly as an integration would. It authenticates with a token created
 * on this page in this visit (the only time its value is known: tokens are stored hashed),
 * otherwise with the session's access token.
 */
export function ApiTester({ token }: { token: NewToken | null }) {
  const { session } = useAuth();
  const [imageUrl, setImageUrl] = useState("");
  const [testing, setTesting] = useState(false);
  const [result, setResult] = useState<TestResult | null>(null);

  async function run(event: FormEvent) {
    event.preventDefault();
    if (!imageUrl.trim()) {
      toast.error("Error", { description: "Please enter an image URL to test" });
      return;
    }
    const credential = token?.secret ?? session?.access_token;
    if (!credential) {
      toast.error("Authentication required", { description: "Please sign in to test the API" });
      return;
    }
    setTesting(true);
    // A client of its own: the tester must send this credential, not the app's session, and
    // must show the first answer rather than retry.
    const api = new AdLens({ baseUrl: "", token: credential, maxRetries: 0 });
    try {
      const body = await api.analyze({ image_url: imageUrl.trim(), filename: TEST_FILENAME });
      setResult({ status: 200, body });
      toast.success("API test successful!", { description: "Your image has been analyzed successfully." });
    } catch (error) {
      const e = readError(error);
      const { requestId, docUrl } = error as { requestId?: unknown; docUrl?: unknown };
      if (e.status === 0 || e.code === "network_error") {
        setResult({ status: "error", body: { error: "Network error" } });
        toast.error("API test failed", { description: "Network error occurred" });
      } else {
        setResult({
          status: e.status ?? "error",
          body: { error: { code: e.code, message: e.message, request_id: requestId ?? null, doc_url: docUrl ?? null } },
        });
        toast.error("API test failed", { description: e.message ?? "Unknown error occurred" });
      }
    } finally {
      api.close();
      setTesting(false);
    }
  }

  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground" data-testid="tester-credential">
        {token
          ? `Sending your new token “${token.name}” (${token.secret.slice(0, 12)}…).`
          : "Sending your session's access token. To test with an API token, create one above: tokens are stored hashed, so only a token created during this visit can be used here."}
      </p>
      <form noValidate onSubmit={run} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1 space-y-1.5">
          <Label htmlFor="tester-url">Image URL</Label>
          <Input
            id="tester-url"
            type="url"
            placeholder="https://example.com/ad.jpg"
            value={imageUrl}
            onChange={(e) => setImageUrl(e.target.value)}
          />
        </div>
        <Button type="submit" disabled={!imageUrl.trim() || testing} loading={testing}>
          {testing ? null : <Play aria-hidden="true" className="size-4" />}
          {testing ? "Testing..." : "Test API"}
        </Button>
      </form>
      {result ? (
        <div className="space-y-2" aria-live="polite">
          <div className="flex items-center gap-2 text-sm">
            <span className="font-medium">Response</span>
            {result.status === 200 ? (
              <Badge variant="success">Success</Badge>
            ) : (
              <Badge variant="destructive">Error</Badge>
            )}
            <span className="font-mono text-muted-foreground" data-testid="tester-status">
              {result.status}
            </span>
          </div>
          <ScrollableCode label="API response" testId="tester-response" className="max-h-96">
            {JSON.stringify(result.body, null, 2)}
          </ScrollableCode>
        </div>
      ) : null}
    </div>
  );
}

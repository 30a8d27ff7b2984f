import { Component, type ErrorInfo, type ReactNode } from "react";

interface State {
  error: Error | null;
}

/** The global error screen (spec 01 §2): any render error ends up here instead of a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("Unhandled render error", error, info.componentStack);
  }

  reload = () => {
    this.setState({ error: null });
    window.location.reload();
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <main className="grid min-h-screen place-items-center bg-background px-4 text-foreground">
        <div role="alert" className="max-w-md rounded-xl border border-border bg-card p-8 text-center shadow-sm">
          <h1 className="text-2xl font-bold">Something went wrong</h1>
          <p className="mt-3 text-muted-foreground">
            {error.message || "An unexpected error occurred. Please try refreshing the page."}
          </p>
          <button
            type="button"
            onClick={this.reload}
            className="mt-6 inline-flex h-10 cursor-pointer items-center justify-center rounded-md bg-primary px-4 font-medium text-primary-foreground hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            Reload Page
          </button>
        </div>
      </main>
    );
  }
}

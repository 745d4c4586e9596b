import { lazy, type ReactNode, Suspense } from "react";
import { Redirect, Route, Switch } from "wouter";
import { LoadingState } from "@/components/ui/states";
import { Layout } from "./layout/Layout";
import HomePage from "./pages/HomePage";
import { Providers } from "./providers";

// Home is in the main bundle (most visitors land there from a shared link on a slow phone);
// every other screen loads on demand.
const SubscribePage = lazy(() => import("./pages/SubscribePage"));
const ReportPage = lazy(() => import("./pages/ReportPage"));
const ActiveAlertsPage = lazy(() => import("./pages/ActiveAlertsPage"));
const AlertDetailPage = lazy(() => import("./pages/AlertDetailPage"));
const CommunityPage = lazy(() => import("./pages/CommunityPage"));
const VerificationPage = lazy(() => import("./pages/VerificationPage"));
const AdminDashboardPage = lazy(() => import("./pages/AdminDashboardPage"));
const AdminReportsPage = lazy(() => import("./pages/AdminReportsPage"));
const AdminSettingsPage = lazy(() => import("./pages/AdminSettingsPage"));
const AdminSignInPage = lazy(() => import("./pages/AdminSignInPage"));
const UnsubscribePage = lazy(() => import("./pages/UnsubscribePage"));
const NotFoundPage = lazy(() => import("./pages/NotFoundPage"));
const AdminGuard = lazy(() =>
  import("@/features/staff-auth/components/AdminGuard").then((m) => ({ default: m.AdminGuard })),
);

/** Every /admin/* page needs an admin session; signed out, the sign-in screen shows in its place. */
function AdminOnly({ children }: { children: ReactNode }) {
  return <AdminGuard signIn={<AdminSignInPage />}>{children}</AdminGuard>;
}

export function AppRoutes() {
  return (
    // The fallback fills the screen: a short one would pull the footer up into view, and the
    // page arriving would push it back down (a layout shift on every first visit).
    <Suspense
      fallback={
        <div className="min-h-screen">
          <LoadingState />
        </div>
      }
    >
      <Switch>
        <Route path="/" component={HomePage} />
        <Route path="/subscribe" component={SubscribePage} />
        <Route path="/report" component={ReportPage} />
        <Route path="/active-alerts" component={ActiveAlertsPage} />
        <Route path="/alert/:id" component={AlertDetailPage} />
        <Route path="/community" component={CommunityPage} />
        <Route path="/verification" component={VerificationPage} />
        <Route path="/admin">
          <Redirect to="/admin/dashboard" replace />
        </Route>
        <Route path="/admin/dashboard">
          <AdminOnly>
            <AdminDashboardPage />
          </AdminOnly>
        </Route>
        <Route path="/admin/reports">
          <AdminOnly>
            <AdminReportsPage />
          </AdminOnly>
        </Route>
        <Route path="/admin/settings">
          <AdminOnly>
            <AdminSettingsPage />
          </AdminOnly>
        </Route>
        <Route path="/unsubscribe/:token" component={UnsubscribePage} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}

export function App() {
  return (
    <Providers>
      <Layout>
        <AppRoutes />
      </Layout>
    </Providers>
  );
}

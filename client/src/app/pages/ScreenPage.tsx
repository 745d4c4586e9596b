import { useParams } from "wouter";
import { AlertScreen } from "@/features/screens/components/AlertScreen";

/** /screen/{token}: a partner's alert screen, the whole display without the site's header and footer. */
export default function ScreenPage() {
  const { token = "" } = useParams<{ token: string }>();
  return <AlertScreen token={token} />;
}

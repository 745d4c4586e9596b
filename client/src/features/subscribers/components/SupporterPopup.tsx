import { Download, Send, Share2 } from "lucide-react";
import { useMemo, useState } from "react";
import { buttonClasses } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Field, Input } from "@/components/ui/form-controls";
import { ShareLinks } from "@/components/ui/share-links";
import { toast } from "@/components/ui/use-toast";
import { siteUrl, smsLink } from "@/lib/share";
import { useSiteConfig } from "@/lib/site-config";
import { PushOffer } from "./PushOffer";
import { badgeFileName, drawSupporterBadge } from "./supporter-badge";

/** Spec section 5, Nominate a friend: the phone keeps only digits and plus signs. */
export function cleanPhone(phone: string): string {
  return phone.replace(/[^\d+]/g, "");
}

/** What the pop-up knows of alerts on this phone for the subscription just made. */
export interface SupporterPush {
  /** The subscription's push ticket (null: none to offer with). */
  ticket: string | null;
  /** The form already turned them on. */
  on: boolean;
}

/**
 * Congratulates a new subscriber: a downloadable badge, alerts on this phone, sharing and a
 * nominate-a-friend text.
 */
export function SupporterPopup({
  name,
  push = { ticket: null, on: false },
  onClose,
}: {
  name: string | null;
  push?: SupporterPush;
  onClose: () => void;
}) {
  const site = useSiteConfig();
  const open = name !== null;
  const badge = useMemo(
    () => (open ? drawSupporterBadge({ name: name ?? "", brandName: site.brandName || "Supporter" }) : null),
    [open, name, site.brandName],
  );
  const [friendName, setFriendName] = useState("");
  const [friendPhone, setFriendPhone] = useState("");

  const url = siteUrl(site.publicUrl, "/subscribe");
  const shareMessage = `I just became a supporter of ${site.brandName}, helping find missing children in Guyana. Join me:`;
  const phone = cleanPhone(friendPhone);
  const inviteText = `Hi ${friendName.trim()}, I just joined ${site.brandName} to help find missing children in Guyana. You can help too: subscribe to alerts at ${url}`;
  const inviteHref = smsLink(phone, inviteText);

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!o) {
          setFriendName("");
          setFriendPhone("");
          onClose();
        }
      }}
    >
      <DialogContent
        title={`Congratulations, ${name ?? ""}!`}
        description={`You are now a supporter of ${site.brandName}. Together we can bring missing children home.`}
      >
        <div className="space-y-6">
          <section aria-labelledby="badge-heading" className="flex flex-col items-center gap-3">
            <h3 id="badge-heading" className="font-semibold text-gray-900">
              Your supporter badge
            </h3>
            {badge ? (
              <>
                <img
                  src={badge}
                  alt={`Supporter badge for ${name}`}
                  width={160}
                  height={160}
                  className="h-40 w-40"
                  data-testid="supporter-badge"
                />
                <a
                  href={badge}
                  download={badgeFileName(name ?? "")}
                  className={buttonClasses("primary", "md")}
                >
                  <Download className="h-4 w-4" aria-hidden="true" />
                  Download Badge
                </a>
              </>
            ) : (
              <p className="text-sm text-gray-600">Your browser could not draw the badge.</p>
            )}
          </section>

          <PushOffer ticket={push.ticket} alreadyOn={push.on} />

          <section aria-labelledby="supporter-share-heading">
            <h3
              id="supporter-share-heading"
              className="mb-2 flex items-center gap-2 font-semibold text-gray-900"
            >
              <Share2 className="h-4 w-4" aria-hidden="true" />
              Share the news
            </h3>
            <ShareLinks url={url} message={shareMessage} size="sm" smsIcon={Send} />
          </section>

          <section aria-labelledby="nominate-heading" className="rounded-md bg-gray-50 p-4">
            <h3 id="nominate-heading" className="font-semibold text-gray-900">
              Nominate a Friend
            </h3>
            <p className="mb-3 text-sm text-gray-600">Invite a friend by text message to join the network.</p>
            <div className="grid gap-3 sm:grid-cols-2">
              <Field id="nominate-name" label="Friend's Name">
                <Input
                  id="nominate-name"
                  value={friendName}
                  onChange={(e) => setFriendName(e.target.value)}
                />
              </Field>
              <Field id="nominate-phone" label="Friend's Phone Number">
                <Input
                  id="nominate-phone"
                  type="tel"
                  placeholder="+592 600 1234"
                  value={friendPhone}
                  onChange={(e) => setFriendPhone(e.target.value)}
                />
              </Field>
            </div>
            <a
              href={inviteHref}
              className={buttonClasses("secondary", "md", "mt-3 w-full")}
              data-testid="nominate-send"
              onClick={(e) => {
                if (!friendName.trim() || !phone) {
                  e.preventDefault();
                  toast({
                    title: "Missing information",
                    description: "Please enter both your friend's name and phone number.",
                    variant: "destructive",
                  });
                }
              }}
            >
              <Send className="h-4 w-4" aria-hidden="true" />
              Send Invitation
            </a>
          </section>
        </div>
      </DialogContent>
    </Dialog>
  );
}

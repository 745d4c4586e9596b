import { homeMore } from "@shared/i18n/home-more.en";
import { subscribe } from "@shared/i18n/subscribe.en";
import { Download, Send, Share2 } from "lucide-react";
import { useMemo, useState } from "react";
import { buttonClasses } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Field, Input } from "@/components/ui/form-controls";
import { ShareLinks } from "@/components/ui/share-links";
import { toast } from "@/components/ui/use-toast";
import { useT } from "@/i18n/i18n";
import { siteUrl, smsLink } from "@/lib/share";
import { useSiteConfig } from "@/lib/site-config";
import { PushOffer } from "./PushOffer";
import { badgeFileName, drawSupporterBadge } from "./supporter-badge";

/** Nominate a friend: the phone keeps only digits and plus signs. */
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
  const t = useT(subscribe);
  const tm = useT(homeMore);
  const open = name !== null;
  const badge = useMemo(
    () => (open ? drawSupporterBadge({ name: name ?? "", brandName: site.brandName || "Supporter" }) : null),
    [open, name, site.brandName],
  );
  const [friendName, setFriendName] = useState("");
  const [friendPhone, setFriendPhone] = useState("");

  const url = siteUrl(site.publicUrl, "/subscribe");
  const shareMessage = t("supporter.shareMessage", { brand: site.brandName });
  const phone = cleanPhone(friendPhone);
  const inviteText = t("supporter.invite", { name: friendName.trim(), brand: site.brandName, url });
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
        title={t("supporter.title", { name: name ?? "" })}
        description={t("supporter.description", { brand: site.brandName })}
      >
        <div className="space-y-6">
          <section aria-labelledby="badge-heading" className="flex flex-col items-center gap-3">
            <h3 id="badge-heading" className="font-semibold text-gray-900">
              {t("supporter.badge")}
            </h3>
            {badge ? (
              <>
                <img
                  src={badge}
                  alt={t("supporter.badgeAlt", { name: name ?? "" })}
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
                  {t("supporter.download")}
                </a>
              </>
            ) : (
              <p className="text-sm text-gray-600">{t("supporter.noBadge")}</p>
            )}
          </section>

          <PushOffer ticket={push.ticket} alreadyOn={push.on} />

          <section aria-labelledby="supporter-share-heading">
            <h3
              id="supporter-share-heading"
              className="mb-2 flex items-center gap-2 font-semibold text-gray-900"
            >
              <Share2 className="h-4 w-4" aria-hidden="true" />
              {t("supporter.share")}
            </h3>
            <ShareLinks
              url={url}
              message={shareMessage}
              size="sm"
              smsIcon={Send}
              smsLabel={tm("share.textMessage")}
            />
          </section>

          <section aria-labelledby="nominate-heading" className="rounded-md bg-gray-50 p-4">
            <h3 id="nominate-heading" className="font-semibold text-gray-900">
              {t("supporter.nominate")}
            </h3>
            <p className="mb-3 text-sm text-gray-600">{t("supporter.nominateText")}</p>
            <div className="grid gap-3 sm:grid-cols-2">
              <Field id="nominate-name" label={t("supporter.friendName")}>
                <Input
                  id="nominate-name"
                  value={friendName}
                  onChange={(e) => setFriendName(e.target.value)}
                />
              </Field>
              <Field id="nominate-phone" label={t("supporter.friendPhone")}>
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
                    title: t("supporter.missing"),
                    description: t("supporter.missingText"),
                    variant: "destructive",
                  });
                }
              }}
            >
              <Send className="h-4 w-4" aria-hidden="true" />
              {t("supporter.send")}
            </a>
          </section>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** The owner's words on the sign-out question (/admin/sign-out, decision 0087), in English and Tamil. */
import { bilingual } from "~/content/admin/bilingual";

export const signOutCopy = bilingual(
  {
    title: "Sign out of this phone?",
    noWayBack: "You have no passkey on this phone and the site cannot send mail: you could not sign in again. Sign out anyway?",
    signOut: "Sign out",
    signOutAnyway: "Sign out anyway",
    addPasskey: "Add a passkey first",
    stay: "Stay signed in",
  },
  {
    title: "இந்த போனில் லாக் அவுட் செய்யவா?",
    noWayBack: "இந்த போனில் உங்களுக்குப் பாஸ்கீ இல்லை, இந்த வெப்சைட்டால் மின்னஞ்சல் அனுப்பவும் முடியாது: லாக் அவுட் செய்தால் மீண்டும் லாகின் செய்ய முடியாது. அப்படியும் லாக் அவுட் செய்யவா?",
    signOut: "லாக் அவுட்",
    signOutAnyway: "அப்படியும் லாக் அவுட்",
    addPasskey: "முதலில் பாஸ்கீ சேருங்கள்",
    stay: "லாகினிலேயே இருங்கள்",
  },
);

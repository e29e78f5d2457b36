/** The owner's words for erasing a person (DPDP Act 2023; English only, like the rest of the inbox). */
export const erasureCopy = {
  sectionTitle: "Their data",
  sectionText: "If this person asks to be forgotten, erase everything you hold about them.",
  link: "Erase this person…",
  pageTitle: "Erase this person?",
  willErase: (count: number, who: string) =>
    `This erases ${count === 1 ? "1 enquiry" : `${count} enquiries`} holding ${who}, with their notes, history, mail and notifications. It cannot be undone.`,
  kept: "A record that an erasure was made (when, by whom, how many) is kept, without their name, email or phone.",
  confirm: (count: number) => (count === 1 ? "Erase 1 enquiry" : `Erase ${count} enquiries`),
  cancel: "Keep it",
  erased: (count: number) => (count === 1 ? "Erased 1 enquiry and everything stored with it." : `Erased ${count} enquiries and everything stored with them.`),
} as const;

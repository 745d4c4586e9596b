import type { Translation } from "./catalog";
import type { verify } from "./verify.en";

const es: Translation<typeof verify.en> = {
  title: "¿Esta alerta es real?",
  intro:
    "Cada alerta, tarjeta y afiche de {{brand}} lleva un código de seis caracteres. Escríbalo aquí para comprobar que el llamado es nuestro y sigue vigente. Comparta solo las alertas que pueda comprobar aquí.",
  formLabel: "Comprobar un código",
  code: "Código de la alerta",
  another: "Comprobar otro código",
  placeholder: "p. ej., K7M2QX",
  check: "Comprobar",
  failed: "No se pudo comprobar el código",
  current: "Este es un llamado vigente nuestro.",
  notCurrent: "Este no es un llamado vigente nuestro.",
  codeBefore: "El código",
  codeMiddle: "es nuestro llamado por",
  codeAfter: ".",
  officialPage: "Ver la página oficial de la alerta",
  errors: {
    "must be the #-letter code printed on the alert":
      "Debe ser el código de # caracteres impreso en la alerta",
  },
};
export default es;

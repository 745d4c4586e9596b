import type { Translation } from "./catalog";
import type { verify } from "./verify.en";

const pt: Translation<typeof verify.en> = {
  title: "Este alerta é verdadeiro?",
  intro:
    "Todo alerta, cartão e cartaz do {{brand}} traz um código de seis caracteres. Digite-o aqui para conferir se o apelo é nosso e ainda está em andamento. Compartilhe só os alertas que você puder conferir aqui.",
  formLabel: "Conferir um código",
  code: "Código do alerta",
  another: "Conferir outro código",
  placeholder: "ex.: K7M2QX",
  check: "Conferir",
  failed: "Não foi possível conferir o código",
  current: "Este é um apelo nosso em andamento.",
  notCurrent: "Este não é um apelo nosso em andamento.",
  codeBefore: "O código",
  codeMiddle: "é o nosso apelo por",
  codeAfter: ".",
  officialPage: "Ver a página oficial do alerta",
  errors: {
    "must be the #-letter code printed on the alert": "Deve ser o código de # caracteres impresso no alerta",
  },
};
export default pt;

package io.contextcov.compiler.coverage;

import io.contextcov.catalog.ToolCatalog;
import io.contextcov.compiler.statements.Modality;
import io.contextcov.compiler.statements.PhraseSet;
import io.contextcov.compiler.statements.Statement;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Whether a statement speaks of something a tool call can show (a command, a path, git, packages,
 * data access, approvals, a catalog tool) — then it is checkable in principle — or only of style,
 * design and tone (advisory).
 */
public final class Checkability {
  private static final PhraseSet OBSERVABLE =
      new PhraseSet(
          "commit",
          "commits",
          "committing",
          "push",
          "pushing",
          "branch",
          "merge",
          "rebase",
          "reset",
          "checkout",
          "install",
          "installing",
          "dependency",
          "dependencies",
          "package manager",
          "delete",
          "deleting",
          "remove",
          "removing",
          "file",
          "files",
          "directory",
          "directories",
          "folder",
          "run",
          "running",
          "execute",
          "deploy",
          "database",
          "query",
          "queries",
          "secret",
          "secrets",
          "password",
          "token",
          "api key",
          "credential",
          "log",
          "logs",
          "logging",
          "permission",
          "approval",
          "confirm",
          "confirmation",
          "ask the user",
          "sudo",
          "script",
          "scripts",
          "command",
          "commands",
          "lockfile",
          "lock file",
          "network",
          "url",
          "download",
          "upload",
          "fetch",
          "request",
          "email",
          "phone",
          "customer",
          "refund",
          "payment",
          "cancel",
          "book",
          "reservation",
          "order",
          "transfer",
          "authenticate",
          "verify the user",
          "test",
          "tests");
  private static final Pattern ZH_OBSERVABLE =
      Pattern.compile("提交|推送|安装|删除|运行|执行|数据库|查询|日志|密钥|文件|命令|脱敏|客户|认证|权限");

  private Checkability() {}

  public static boolean checkable(Statement s, ToolCatalog catalog) {
    if (s.modality() == Modality.MAY) {
      return false;
    }
    if (!s.literals().isEmpty()) {
      return true;
    }
    String lower = s.fullText().toLowerCase(Locale.ROOT);
    if (lower.contains(".env")
        || OBSERVABLE.in(PhraseSet.words(lower))
        || (PhraseSet.hasHan(lower) && ZH_OBSERVABLE.matcher(lower).find())) {
      return true;
    }
    for (String tool : catalog.tools().keySet()) {
      if (lower.contains(tool.toLowerCase(Locale.ROOT))) {
        return true;
      }
    }
    return false;
  }
}
